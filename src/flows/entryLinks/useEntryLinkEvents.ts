import { useMemo } from 'react';

import { EntryLinkContext, StudentCoursePaymentContext } from './EntryLinkContext';

/** The visitor's intents on an entry link; views never build event objects. */
export function useEntryLinkEvents() {
  const actor = EntryLinkContext.useActorRef();
  return useMemo(() => ({ retryVerification: () => actor.send({ type: 'verification.retry' }) }), [actor]);
}

export function useStudentCoursePaymentEvents() {
  const actor = StudentCoursePaymentContext.useActorRef();
  return useMemo(() => ({ retryLoad: () => actor.send({ type: 'load.retry' }) }), [actor]);
}
