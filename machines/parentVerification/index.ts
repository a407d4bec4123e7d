export { parentVerificationMachine } from './parentVerification.machine';
export { isParentVerified, parentVerificationPaths, paymentTransactionOf } from './parentVerificationRules';
export type * from './parentVerification.types';
