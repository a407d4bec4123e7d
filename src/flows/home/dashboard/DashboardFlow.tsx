import { useSearchParams } from 'react-router-dom';

import { useOnce } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { opensTableOfContents } from '../layout/homeMenuItems';
import { StudentCoursesContext } from '../studentCourses/StudentCoursesContext';
import { useStudentCoursesLogic } from '../studentCourses/useStudentCoursesLogic';
import { DashboardView } from './DashboardView';

/** Route /home/dashboard. */
export default function DashboardFlow() {
  const { storage } = useServices();
  const [search] = useSearchParams();
  const logic = useStudentCoursesLogic();
  const input = useOnce(() => ({ studentId: storage.get('studentId') }));
  return (
    <StudentCoursesContext.Provider logic={logic} options={{ input }}>
      <DashboardView tableOfContents={opensTableOfContents(search)} />
    </StudentCoursesContext.Provider>
  );
}
