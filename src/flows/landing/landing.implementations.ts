import { fromPromise } from 'xstate';

import type { coursesLandingMachine, landingMachine } from '@machines/landing';
import { landingConstants } from '@machines/landing';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

import type { AffiliateTracker, LandingVisit } from './affiliateTracking';

/** The landing page's one piece of I/O: affiliate tracking of the visit it was opened with (01 §4). */
export const createLandingImplementations = ({ tracker, visit }: { tracker: AffiliateTracker; visit: LandingVisit }) =>
  ({
    actors: { trackVisit: fromPromise(({ signal }) => tracker.recordVisit(visit, signal)) },
  }) satisfies ImplementationsOf<typeof landingMachine>;

/** /courses-landing: Continue stores the landing choice (01 §4 Courses landing) and opens /register. */
export const createCoursesLandingImplementations = ({ storage, navigate }: FlowDeps) =>
  ({
    actions: {
      storeLandingChoice: (_, { package: pkg }) => {
        storage.set('organisationId', landingConstants.organisationId);
        storage.set('configCourseId', landingConstants.configCourseId);
        storage.set('landingFlag', 'true');
        storage.set('landingPackage', pkg);
      },
      navigate: navigateAction(navigate),
    },
  }) satisfies ImplementationsOf<typeof coursesLandingMachine>;
