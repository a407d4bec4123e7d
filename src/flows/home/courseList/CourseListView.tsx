import { Trans } from '@lingui/react/macro';

import { CoursesPanel } from '../studentCourses/CoursesPanel';

/** /home/course-list: 'Purchased Courses' with purchase and access dates. */
export function CourseListView() {
  return (
    <main className="page">
      <h1>
        <Trans>Purchased Courses</Trans>
      </h1>
      <CoursesPanel showDates />
    </main>
  );
}
