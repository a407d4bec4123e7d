import { createActorContext } from '@xstate/react';

import { coursesLandingMachine, landingMachine } from '@machines/landing';

export const LandingContext = createActorContext(landingMachine);
export const CoursesLandingContext = createActorContext(coursesLandingMachine);
