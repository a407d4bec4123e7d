export { coursesLandingMachine } from './coursesLanding.machine';
export { landingMachine } from './landing.machine';
export type * from './landing.types';
export { landingConstants } from './landingConstants';
