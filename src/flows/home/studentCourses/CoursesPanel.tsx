import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { CourseCard } from './CourseCard';
import { StudentCoursesContext } from './StudentCoursesContext';
import { useStudentCoursesEvents } from './useStudentCoursesEvents';

interface CoursesPanelProps {
  showDates?: boolean;
}

/** The courses machine's states as the page shows them: loader, error with retry, empty, list. */
export function CoursesPanel({ showDates }: CoursesPanelProps) {
  const { t } = useLingui();
  const loading = StudentCoursesContext.useSelector((s) => s.matches('loading'));
  const empty = StudentCoursesContext.useSelector((s) => s.matches('empty'));
  const courses = StudentCoursesContext.useSelector((s) => (s.matches('loaded') ? s.context.courses : undefined));
  const failure = StudentCoursesContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { retry, continueCourse, viewCourse } = useStudentCoursesEvents();

  if (loading) return <Loader label={t`Loading your courses…`} />;
  if (failure) return <RetryPanel message={failureText} onRetry={retry} />;
  if (empty)
    return (
      <p className="empty-state">
        <Trans>You have not purchased any courses yet.</Trans>
      </p>
    );
  return (
    <ul className="course-list">
      {courses?.map((course) => (
        <li key={course.studentCourseId}>
          <CourseCard course={course} showDates={showDates} onContinue={continueCourse} onView={viewCourse} />
        </li>
      ))}
    </ul>
  );
}
