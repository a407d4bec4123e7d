export { breakTimeMachine } from './breakTime.machine';
export type * from './breakTime.types';
