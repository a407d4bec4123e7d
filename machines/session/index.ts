export { sessionMachine } from './session.machine';
export { loginPath } from './session.requests';
export type * from './session.types';
