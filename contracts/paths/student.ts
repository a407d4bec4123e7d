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
