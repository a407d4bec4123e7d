import type { LandingPackage, LandingTab } from '@machines/landing';
import { useIntents } from '@shared/flows/useIntents';

import { CoursesLandingContext, LandingContext } from './LandingContext';

/** The visitor's intents on the landing page; views never build event objects. */
export function useLandingEvents() {
  return useIntents(LandingContext, (send) => ({
    selectTab: (tab: LandingTab) => send({ type: 'tab.select', tab }),
  }));
}

/** The visitor's intents on /courses-landing. */
export function useCoursesLandingEvents() {
  return useIntents(CoursesLandingContext, (send) => ({
    selectPackage: (pkg: LandingPackage) => send({ type: 'package.select', package: pkg }),
    continueToRegistration: () => send({ type: 'selection.continue' }),
  }));
}
