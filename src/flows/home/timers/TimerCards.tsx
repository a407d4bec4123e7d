import { Trans, useLingui } from '@lingui/react/macro';

import { type CourseTimerReading, formatHoursMinutes } from './courseTimer';

import '../courseTaking.css';

interface TimerCardsProps {
  reading: CourseTimerReading;
  /** 'Final Quiz Time ' on /home/final-quiz, else 'Chapter Time ' (02 §2 Timer display). */
  finalQuiz: boolean;
}

/** 02 §2 Timer display: the chapter-time card when chapterTime > 0, the max-time-today card when the day is capped. */
export function TimerCards({ reading, finalQuiz }: TimerCardsProps) {
  const { t } = useLingui();
  if (reading.chapterSeconds <= 0 && reading.todayLeft === null) return null;
  return (
    <div className="timer-cards" role="group" aria-label={t`Study timers`}>
      {reading.chapterSeconds > 0 ? (
        <p className="timer-card">
          <span className="timer-card__label">
            {finalQuiz ? <Trans>Final Quiz Time </Trans> : <Trans>Chapter Time </Trans>}
          </span>
          <span className="timer-card__value">{formatHoursMinutes(reading.chapterSeconds)}</span>
        </p>
      ) : null}
      {reading.todayLeft !== null ? (
        <p className="timer-card timer-card--today">
          <span className="timer-card__label">
            <Trans>Max time today</Trans>
          </span>
          <span className="timer-card__value">{formatHoursMinutes(reading.todayLeft)}</span>
        </p>
      ) : null}
    </div>
  );
}
