import { useOnce } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { CourseOutlineContext } from './CourseOutlineContext';
import { SyllabusView } from './SyllabusView';
import { useCourseOutlineLogic } from './useCourseOutlineLogic';

/** Route /home/syllabus: the course chosen (stored). */
export default function SyllabusFlow() {
  const { storage } = useServices();
  const logic = useCourseOutlineLogic();
  const input = useOnce(() => ({ studentCourseId: storage.get('studentCourseId') }));
  return (
    <CourseOutlineContext.Provider logic={logic} options={{ input }}>
      <SyllabusView />
    </CourseOutlineContext.Provider>
  );
}
