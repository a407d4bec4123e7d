export { parentVerificationMachine } from './parentVerification.machine';
export { isParentVerified, paymentTransactionOf } from './parentVerificationRules';
export type * from './parentVerification.types';
