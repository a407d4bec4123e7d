export { authCheckMachine } from './authCheck.machine';
export type * from './authCheck.types';
