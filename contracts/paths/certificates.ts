import { dashboard } from './prefixes';

/** API paths of completion certificates (02 §7); all of them through contracts/paths.ts. */
export const certificateDownload = `${dashboard}/student/student-course-completed-certificate`;
/** Unnamed by the spec: the public check of a verification code (no sign-in). */
export const certificateVerify = '/improv-student/certificate/verify';
/** Operators (admin key): the printed copies by mail, and advancing one (queued → printed → mailed). */
export const certificateMailings = '/improv-student/admin/certificate-mailings';
