import { useSearchParams } from 'react-router-dom';
import { useServices } from '@app/shared/services';
import { opensTableOfContents } from '../layout/homeMenuItems';
import { StudentCoursesContext } from '../courses/StudentCoursesContext';
import { useStudentCoursesLogic } from '../courses/useStudentCoursesLogic';
import { DashboardView } from './DashboardView';

/** Route /home/dashboard. */
export default function DashboardScreen() {
  const { storage } = useServices();
  const [search] = useSearchParams();
  const logic = useStudentCoursesLogic();
  return (
    <StudentCoursesContext.Provider logic={logic} options={{ input: { studentId: storage.get('studentId') } }}>
      <DashboardView tableOfContents={opensTableOfContents(search)} />
    </StudentCoursesContext.Provider>
  );
}
