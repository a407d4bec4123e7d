import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { isPaymentPending } from '@machines/accountSettings';
import type { StudentCourse } from '@machines/studentCourses';
import { intlLocale, isLocale } from '@shared/i18n/locales';

import { courseStatusLabel, courseStatusTone } from './courseStatus';

interface CourseCardProps {
  course: StudentCourse;
  /** The course list also shows when the course was bought and until when it can be taken. */
  showDates?: boolean;
}

function formatDate(locale: string, iso: string) {
  return new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );
}

/** One purchased course: name, status and progress. */
export function CourseCard({ course, showDates = false }: CourseCardProps) {
  const { t, i18n } = useLingui();
  const name = course.courseName;
  const percent = Math.round(course.progressPercent);
  return (
    <article className="course-card">
      <h3 className="course-card__name">{name}</h3>
      <p className="course-card__status">
        <span className={`status-badge status-badge--${courseStatusTone(course.status)}`}>
          {courseStatusLabel(i18n, course.status)}
        </span>
      </p>
      <div className="course-card__progress">
        <progress max={100} value={percent} aria-label={t`Progress of ${name}`} />
        <span>
          <Trans>{percent}% complete</Trans>
        </span>
      </div>
      {showDates ? (
        <dl className="course-card__dates">
          {course.purchasedAt ? (
            <div>
              <dt>
                <Trans>Purchased</Trans>
              </dt>
              <dd>{formatDate(i18n.locale, course.purchasedAt)}</dd>
            </div>
          ) : null}
          {course.expiresAt ? (
            <div>
              <dt>
                <Trans>Access until</Trans>
              </dt>
              <dd>{formatDate(i18n.locale, course.expiresAt)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {isPaymentPending(course.status) ? (
        <p>
          <Link to="/home/cart-summary" className="button button--primary">
            <Trans>Complete your purchase</Trans>
          </Link>
        </p>
      ) : null}
    </article>
  );
}
