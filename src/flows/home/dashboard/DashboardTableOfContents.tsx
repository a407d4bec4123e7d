import { Trans } from '@lingui/react/macro';

import { useOnce } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { TableOfContents } from '../courseOutline/TableOfContents';
import { StudentCoursesContext } from '../studentCourses/StudentCoursesContext';

/**
 * 02 §2 'Table of contents': the chapters of the course the student works on (stored), else of their first course
 * that can be taken.
 */
export function DashboardTableOfContents() {
  const { storage } = useServices();
  const stored = useOnce(() => storage.get('studentCourseId'));
  const course = StudentCoursesContext.useSelector((s) => {
    const takeable = s.context.courses.filter((c) => c.progress !== null);
    return takeable.find((c) => c.studentCourseId === stored) ?? takeable[0];
  });
  if (!course) return null;
  return (
    <section aria-labelledby="dashboard-chapters" className="page__section">
      <h2 id="dashboard-chapters">
        <Trans>Chapters of {course.courseName}</Trans>
      </h2>
      <TableOfContents key={course.studentCourseId} studentCourseId={course.studentCourseId} />
    </section>
  );
}
