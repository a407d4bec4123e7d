import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { studentCoursePaymentMachine } from '@machines/entryLink';
import { entryLinksEndpoints } from '@app/shared/api/endpoints/entryLinks';
import { useEndpoints } from '@app/shared/services';
import { StudentCoursePaymentContext } from './EntryLinkContext';
import { StudentCoursePaymentView } from './StudentCoursePaymentView';
import { createEntryLinkActors } from './entryLink.actors';

/** Route /studentcourse-payment: reads `token` and loads the state-with-category list. */
export default function StudentCoursePaymentScreen() {
  const api = useEndpoints(entryLinksEndpoints);
  const location = useLocation();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() || undefined);
  const logic = useMemo(() => studentCoursePaymentMachine.provide({ actors: createEntryLinkActors(api) }), [api]);
  return (
    <StudentCoursePaymentContext.Provider logic={logic} options={{ input: { token } }}>
      <StudentCoursePaymentView />
    </StudentCoursePaymentContext.Provider>
  );
}
