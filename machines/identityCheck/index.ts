export { identityCheckMachine } from './identityCheck.machine';
export type * from './identityCheck.types';
