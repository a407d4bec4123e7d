import { useIntents } from '@shared/flows/useIntents';

import { CourtLookupContext } from './CourtLookupContext';

/** The visitor's intents on /sacramento-court; views never build event objects. */
export function useCourtLookupEvents() {
  return useIntents(CourtLookupContext, (send) => ({
    verify: (caseNumber: string, citationNumber: string) => send({ type: 'lookup.submit', caseNumber, citationNumber }),
    join: (index: number) => send({ type: 'course.join', index }),
  }));
}
