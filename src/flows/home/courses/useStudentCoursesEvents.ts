import { useIntents } from '@shared/flows/useIntents';

import { StudentCoursesContext } from './StudentCoursesContext';

export function useStudentCoursesEvents() {
  return useIntents(StudentCoursesContext, (send) => ({ retry: () => send({ type: 'retry.request' }) }));
}
