export { sessionMachine } from './session.machine';
export type * from './session.types';
