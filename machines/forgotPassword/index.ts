export { forgotPasswordMachine } from './forgotPassword.machine';
export type * from './forgotPassword.types';
