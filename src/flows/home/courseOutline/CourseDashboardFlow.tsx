import { useOnce } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { CourseDashboardView } from './CourseDashboardView';
import { CourseOutlineContext } from './CourseOutlineContext';
import { useCourseOutlineLogic } from './useCourseOutlineLogic';

/** Route /home/course-dashboard: the course chosen (02 §3 studentCourseId, stored). */
export default function CourseDashboardFlow() {
  const { storage } = useServices();
  const logic = useCourseOutlineLogic();
  const input = useOnce(() => ({ studentCourseId: storage.get('studentCourseId') }));
  return (
    <CourseOutlineContext.Provider logic={logic} options={{ input }}>
      <CourseDashboardView />
    </CourseOutlineContext.Provider>
  );
}
