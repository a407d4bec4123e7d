import { useIntents } from '@shared/flows/useIntents';

import { EntryLinkContext, StudentCoursePaymentContext } from './EntryLinkContext';

/** The visitor's intents on an entry link; views never build event objects. */
export function useEntryLinkEvents() {
  return useIntents(EntryLinkContext, (send) => ({
    retryVerification: () => send({ type: 'verification.retry' }),
  }));
}

export function useStudentCoursePaymentEvents() {
  return useIntents(StudentCoursePaymentContext, (send) => ({
    retryLoad: () => send({ type: 'load.retry' }),
  }));
}
