import { fromPromise } from 'xstate';
import type { CourtCourseMatch, CourtLookupQuery } from '@machines/courtLookup';
import type { ExpressEndpoints } from '@app/shared/api/endpoints/express';

/** The real I/O of the court lookup machine. */
export const createCourtLookupActors = (api: ExpressEndpoints) => ({
  // A success without a list is an empty result: the page says 'No Records Found!'.
  lookupCourt: fromPromise<CourtCourseMatch[], CourtLookupQuery>(async ({ input, signal }) => (await api.courtLookup(input, signal)).data ?? []),
});
