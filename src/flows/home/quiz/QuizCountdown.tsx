import { Trans } from '@lingui/react/macro';

import { Alert } from '@shared/ui/Alert';

import { TimeLeft } from './TimeLeft';

/** The last minute is announced once: the countdown itself is a timer, which screen readers do not read out. */
const lastMinute = 60;

/** The time limit's countdown; at zero the machine submits the try. */
export function QuizCountdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <>
      <TimeLeft className="quiz-countdown" secondsLeft={secondsLeft} />
      {secondsLeft <= lastMinute ? (
        <Alert tone="info">
          <Trans>Less than a minute left. Your answers are submitted when the time runs out.</Trans>
        </Alert>
      ) : null}
    </>
  );
}
