import { useMemo } from 'react';

import { CourtLookupContext } from './CourtLookupContext';

/** The visitor's intents on /sacramento-court; views never build event objects. */
export function useCourtLookupEvents() {
  const actor = CourtLookupContext.useActorRef();
  return useMemo(
    () => ({
      verify: (caseNumber: string, citationNumber: string) =>
        actor.send({ type: 'lookup.submit', caseNumber, citationNumber }),
      join: (index: number) => actor.send({ type: 'course.join', index }),
    }),
    [actor],
  );
}
