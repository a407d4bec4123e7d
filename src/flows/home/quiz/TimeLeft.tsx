import { Trans } from '@lingui/react/macro';

import { formatClock } from './quizDates';

/** A timed step's "Time left" line (the quiz's limit, an identity check's seconds to answer), styled by its page. */
export function TimeLeft({ secondsLeft, className }: { secondsLeft: number; className: string }) {
  const clock = formatClock(secondsLeft);
  return (
    <p className={className}>
      <Trans>
        Time left: <span role="timer">{clock}</span>
      </Trans>
    </p>
  );
}
