import { fromPromise } from 'xstate';

import type { CourtCourseMatch, courtLookupMachine, CourtLookupQuery } from '@machines/courtLookup';
import type { ExpressEndpoints } from '@shared/api/endpoints/express';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The real I/O of the court lookup machine. */
export const createCourtLookupActors = (api: ExpressEndpoints) => ({
  // A success without a list is an empty result: the page says 'No Records Found!'.
  lookupCourt: fromPromise<CourtCourseMatch[], CourtLookupQuery>(
    async ({ input, signal }) => (await api.courtLookup(input, signal)).data ?? [],
  ),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createCourtLookupImplementations = ({ api, storage, navigate }: FlowDeps & { api: ExpressEndpoints }) =>
  ({
    actors: createCourtLookupActors(api),
    actions: {
      clearStoredData: () => storage.clearSession(),
      storeCourtCourse: (_, course) => {
        storage.set('configCourseId', course.configCourseId);
        if (course.countyLedgerId !== null) storage.set('countyLedgerId', course.countyLedgerId);
        if (course.stateId !== null) storage.set('stateId', course.stateId);
        if (course.courseId !== null) storage.set('courseId', course.courseId);
        if (course.organisationId !== null) storage.set('organisationId', course.organisationId);
        storage.set('courseName', course.name);
        storage.set('registerVia', 'sacramento');
      },
      navigate: navigateAction(navigate),
    },
  }) satisfies ImplementationsOf<typeof courtLookupMachine>;
