export { eligibilityMachine } from './eligibility.machine';
export type * from './eligibility.types';
