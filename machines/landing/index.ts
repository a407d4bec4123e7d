export { landingMachine } from './landing.machine';
export { coursesLandingMachine } from './coursesLanding.machine';
export { landingConstants } from './landingConstants';
export type * from './landing.types';
