import { dashboard, journey } from './prefixes';

/** API paths of signing in and passwords (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const login = `${dashboard}/student/login`;
export const legacyLogin = '/improv-bdi-authentication/student/bdi/login';
export const socialLogin = `${dashboard}/student/google/login`;
/** Not named by the spec: the second step of a sign-in with two-factor on (the challenge and a code). */
export const twoFactorLogin = `${dashboard}/student/login/two-factor`;
export const forgotPassword = `${journey}/student/forgot-password`;
/** Not named by the spec. */
export const resetPassword = `${journey}/student/reset-password`;
