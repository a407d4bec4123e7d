import { useMemo } from 'react';

import type { LandingPackage, LandingTab } from '@machines/landing';

import { CoursesLandingContext, LandingContext } from './LandingContext';

/** The visitor's intents on the landing page; views never build event objects. */
export function useLandingEvents() {
  const actor = LandingContext.useActorRef();
  return useMemo(() => ({ selectTab: (tab: LandingTab) => actor.send({ type: 'tab.select', tab }) }), [actor]);
}

/** The visitor's intents on /courses-landing. */
export function useCoursesLandingEvents() {
  const actor = CoursesLandingContext.useActorRef();
  return useMemo(
    () => ({
      selectPackage: (pkg: LandingPackage) => actor.send({ type: 'package.select', package: pkg }),
      continueToRegistration: () => actor.send({ type: 'selection.continue' }),
    }),
    [actor],
  );
}
