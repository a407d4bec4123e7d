import { useLocation } from 'react-router-dom';

import { studentCoursePaymentMachine } from '@machines/entryLink';
import { entryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createEntryLinkActors } from './entryLink.actors';
import { StudentCoursePaymentContext } from './EntryLinkContext';
import { StudentCoursePaymentView } from './StudentCoursePaymentView';

/** Route /studentcourse-payment: reads `token` and loads the state-with-category list. */
export default function StudentCoursePaymentFlow() {
  const api = useEndpoints(entryLinksEndpoints);
  const location = useLocation();
  const token = useOnce(() => new URLSearchParams(location.search).get('token')?.trim() || undefined);
  const logic = useFlowLogic(() => studentCoursePaymentMachine.provide({ actors: createEntryLinkActors(api) }));
  return (
    <StudentCoursePaymentContext.Provider logic={logic} options={{ input: { token } }}>
      <StudentCoursePaymentView />
    </StudentCoursePaymentContext.Provider>
  );
}
