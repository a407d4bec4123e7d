export { emailVerificationMachine } from './emailVerification.machine';
export type * from './emailVerification.types';
export { digitsOnly, isCompleteCode } from './verificationCode';
