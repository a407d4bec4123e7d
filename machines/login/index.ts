export { loginMachine } from './login.machine';
export type * from './login.types';
export { isInvalidEmail, isPaymentPending, needsEmailVerification } from './loginRules';
