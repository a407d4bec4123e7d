export { loginMachine } from './login.machine';
export { isInvalidEmail, isPaymentPending, needsEmailVerification } from './loginRules';
export type * from './login.types';
