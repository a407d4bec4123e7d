import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import type { StudentCourse } from '@machines/studentCourses';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { Button } from '@shared/ui/Button';

import { LazyCertificatePanel } from '../certificateDownload/LazyCertificatePanel';
import { CourseActionLabel } from '../courseOutline/CourseActionLabel';
import { CourseProgressSummary } from '../courseOutline/CourseProgressSummary';
import { admissionPages, forCourse } from '../eligibility/courseAsked';
import { courseStatusLabel, courseStatusTone } from './courseStatus';

interface CourseCardProps {
  course: StudentCourse;
  /** The course list also shows when the course was bought and until when it can be taken. */
  showDates?: boolean;
  onContinue: (studentCourseId: number) => void;
  onView: (studentCourseId: number) => void;
}

function formatDate(locale: string, iso: string) {
  return new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );
}

/** One purchased course: name, status and progress. */
export function CourseCard({ course, showDates = false, onContinue, onView }: CourseCardProps) {
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
      {course.progress ? <CourseProgressSummary progress={course.progress} today={new Date()} /> : null}
      {course.progress?.certificate ? (
        <LazyCertificatePanel studentCourseId={course.studentCourseId} certificate={course.progress.certificate} />
      ) : null}
      {courseStatusTone(course.status) === 'paymentpending' ? (
        <p>
          <Link to={routes.cartSummary} className="button button--primary">
            <Trans>Complete your purchase</Trans>
          </Link>
        </p>
      ) : course.progress ? (
        <p className="course-actions">
          {course.progress.action === 'start' ||
          course.progress.action === 'continue' ||
          course.progress.action === 'finalExam' ? (
            <Button variant="primary" onClick={() => onContinue(course.studentCourseId)}>
              <CourseActionLabel action={course.progress.action} />
            </Button>
          ) : admissionPages[course.progress.action] ? (
            // An Arizona course leads to its next admission step instead of Start.
            <Link
              to={forCourse(admissionPages[course.progress.action]!, course.studentCourseId)}
              className="button button--primary"
            >
              <CourseActionLabel action={course.progress.action} />
            </Link>
          ) : (
            <span className="course-card__note">
              <CourseActionLabel action={course.progress.action} />
            </span>
          )}
          <Button variant="link" onClick={() => onView(course.studentCourseId)}>
            <Trans>Course details</Trans>
          </Button>
        </p>
      ) : (
        <p className="course-card__note">
          <Trans>
            This course's lessons are not available online yet. Our support team can tell you when they open.
          </Trans>
        </p>
      )}
    </article>
  );
}
