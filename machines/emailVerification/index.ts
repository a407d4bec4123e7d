export { emailVerificationMachine } from './emailVerification.machine';
export { digitsOnly, isCompleteCode } from './verificationCode';
export type * from './emailVerification.types';
