import { coursesLandingMachine, landingMachine } from '@machines/landing';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const LandingContext = createFlowContext(landingMachine);
export const CoursesLandingContext = createFlowContext(coursesLandingMachine);
