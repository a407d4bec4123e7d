import { useOnce } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { StudentCoursesContext } from '../studentCourses/StudentCoursesContext';
import { useStudentCoursesLogic } from '../studentCourses/useStudentCoursesLogic';
import { CourseListView } from './CourseListView';

/** Route /home/course-list. */
export default function CourseListFlow() {
  const { storage } = useServices();
  const logic = useStudentCoursesLogic();
  const input = useOnce(() => ({ studentId: storage.get('studentId') }));
  return (
    <StudentCoursesContext.Provider logic={logic} options={{ input }}>
      <CourseListView />
    </StudentCoursesContext.Provider>
  );
}
