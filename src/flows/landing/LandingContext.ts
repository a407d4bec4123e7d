import { createFlowContext } from '@shared/flows/createFlowContext';

import { coursesLandingMachine, landingMachine } from '@machines/landing';

export const LandingContext = createFlowContext(landingMachine);
export const CoursesLandingContext = createFlowContext(coursesLandingMachine);
