import { fromPromise } from 'xstate';
import type { CourtCourseMatch, CourtLookupQuery } from '@machines/courtLookup';
import { asFailure } from '@app/shared/api';
import type { ExpressEndpoints } from '@app/shared/api/endpoints/express';

/** The real I/O of the court lookup machine. */
export const createCourtLookupActors = (api: ExpressEndpoints) => ({
  lookupCourt: fromPromise<CourtCourseMatch[], CourtLookupQuery>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.courtLookup(input, signal));
    // A success without a list is an empty result: the page says 'No Records Found!'.
    return answer.data ?? [];
  }),
});
