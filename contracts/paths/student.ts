import { dashboard, journey } from './prefixes';

/** API paths of the student and their courses (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const studentDetails = `${journey}/student`;
export const coursesDashboard = `${dashboard}/student/courses/dashboard`;
export const courseDashboard = `${dashboard}/student/course/dashboard`;
export const parentVerification = '/student/course/parent-verification';
/** Unnamed by the spec (the personal information save). */
export const personalInformation = `${journey}/student/personal-information`;
/** 02 §7 password change (the signed-in student's own). */
export const changePassword = '/student/change-password';
/** Unnamed by the spec: the FAQs of customer-support (no sign-in needed). */
export const faqs = `${journey}/faqs`;
/** 02 §7 support ticket: POST (multipart) writes one; GET lists the student's own. */
export const supportTicket = `${journey}/student/support-ticket`;
/** Unnamed by the spec (02 §2 otp-configuration): GET whether two-factor sign-in is on. */
export const twoFactor = '/student/two-factor';
/** POST: a new pending secret (QR code and key). */
export const twoFactorSetup = '/student/two-factor/setup';
/** POST { code }: confirms the pending secret and answers ten recovery codes. */
export const twoFactorEnable = '/student/two-factor/enable';
/** POST { code }: turns two-factor sign-in off. */
export const twoFactorDisable = '/student/two-factor/disable';
/** POST { code }: ten new recovery codes (the old ones stop working). */
export const twoFactorRecoveryCodes = '/student/two-factor/recovery-codes';
/** Unnamed by the spec (02 §2 settings): GET and PUT the student's notification choices and inactivity warning. */
export const notificationPreferences = `${journey}/student/notification-preferences`;
/**
 * Unnamed by the spec (02 §2 integration): GET lists the providers with the student's connected accounts,
 * POST connects one; DELETE `${connectedAccounts}/:provider` disconnects it.
 */
export const connectedAccounts = `${journey}/student/connected-accounts`;
