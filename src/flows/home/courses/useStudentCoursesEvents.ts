import { useMemo } from 'react';

import { StudentCoursesContext } from './StudentCoursesContext';

export function useStudentCoursesEvents() {
  const actor = StudentCoursesContext.useActorRef();
  return useMemo(() => ({ retry: () => actor.send({ type: 'retry.request' }) }), [actor]);
}
