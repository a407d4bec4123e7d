import { journey } from './prefixes';

/** API paths of the e-mail code (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const emailVerification = (studentId: number) => `${journey}/student/email-verification/${studentId}`;
export const resendVerification = (studentId: number) => `${journey}/student/resend-verification-code/${studentId}`;
