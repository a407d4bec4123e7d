export { changePasswordMachine } from './changePassword.machine';
export type * from './changePassword.types';
