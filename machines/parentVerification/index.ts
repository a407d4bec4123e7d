export { parentVerificationMachine } from './parentVerification.machine';
export type * from './parentVerification.types';
export { isParentVerified, paymentTransactionOf } from './parentVerificationRules';
