export { resetPasswordMachine } from './resetPassword.machine';
export type * from './resetPassword.types';
