import { Trans, useLingui } from '@lingui/react/macro';

import type { CourseProgress } from '@contracts/courseTaking';
import { intlLocale, isLocale } from '@shared/i18n/locales';

import { formatHoursMinutes } from '../timers/courseTimer';
import { minutesOf } from './minutes';

import '../courseTaking.css';

interface CourseProgressSummaryProps {
  progress: CourseProgress;
  /** Today, for the days left until the completion-by date (the page's clock). */
  today: Date;
}

const dayMs = 86_400_000;
const formatCompleteBy = (locale: string | undefined, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date));
/** Days before the completion-by date from which the dashboard warns (a week: enough to finish a course). */
const completeByWarningDays = 7;
const dateOnly = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());

/** Chapters and minutes done, time left today, the completion-by date and the days left (02 §9 court rule). */
export function CourseProgressSummary({ progress, today }: CourseProgressSummaryProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? intlLocale(i18n.locale) : undefined;
  const done = progress.chaptersDone;
  const total = progress.chapterCount;
  const minutesDone = minutesOf(progress.creditedSeconds);
  const minutesRequired = minutesOf(progress.requiredSeconds, 'up');
  // Once the course is completed the court rule is met: the date is no longer a deadline.
  const completeBy = progress.action === 'completed' ? null : progress.completeBy;
  const daysLeft = completeBy ? Math.round((Date.parse(completeBy) - dateOnly(today)) / dayMs) : null;
  const { today: day } = progress;
  return (
    <dl className="course-progress">
      <div>
        <dt>
          <Trans>Chapters</Trans>
        </dt>
        <dd>
          <Trans>
            {done} of {total} done
          </Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Study time</Trans>
        </dt>
        <dd>
          <Trans>
            {minutesDone} of {minutesRequired} minutes
          </Trans>
        </dd>
      </div>
      {day.limited ? (
        <div>
          <dt>
            <Trans>Time left today</Trans>
          </dt>
          <dd>
            {day.resetsAt ? (
              <Trans>
                None: it comes back on{' '}
                {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(day.resetsAt),
                )}
              </Trans>
            ) : (
              formatHoursMinutes(day.availableSeconds ?? 0)
            )}
          </dd>
        </div>
      ) : null}
      {completeBy && daysLeft !== null ? (
        <div>
          <dt>
            <Trans>Complete by</Trans>
          </dt>
          <dd>
            {daysLeft < 0 ? (
              formatCompleteBy(locale, completeBy)
            ) : (
              <Trans>
                {formatCompleteBy(locale, completeBy)} ({daysLeft} days left)
              </Trans>
            )}
            {daysLeft < 0 ? (
              <span className="course-progress__warning" role="alert">
                <Trans>
                  This date has passed: the court expected the course finished seven days before your court date.
                  Contact the court about your deadline.
                </Trans>
              </span>
            ) : daysLeft <= completeByWarningDays ? (
              <span className="course-progress__warning" role="status">
                <Trans>Your court deadline is near: finish the course by this date.</Trans>
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
