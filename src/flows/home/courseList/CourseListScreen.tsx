import { useServices } from '@app/shared/services';
import { StudentCoursesContext } from '../courses/StudentCoursesContext';
import { useStudentCoursesLogic } from '../courses/useStudentCoursesLogic';
import { CourseListView } from './CourseListView';

/** Route /home/course-list. */
export default function CourseListScreen() {
  const { storage } = useServices();
  const logic = useStudentCoursesLogic();
  return (
    <StudentCoursesContext.Provider logic={logic} options={{ input: { studentId: storage.get('studentId') } }}>
      <CourseListView />
    </StudentCoursesContext.Provider>
  );
}
