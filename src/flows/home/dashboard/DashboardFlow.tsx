import { useSearchParams } from 'react-router-dom';

import { useOnce } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { StudentCoursesContext } from '../courses/StudentCoursesContext';
import { useStudentCoursesLogic } from '../courses/useStudentCoursesLogic';
import { opensTableOfContents } from '../layout/homeMenuItems';
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
