import * as z from 'zod/mini';

import { forgotPasswordLimits, loginLimits, passwordLimits, verificationCodeLength } from './authLimits';
import { envelope } from './envelope';

export { forgotPasswordLimits, loginLimits, passwordLimits, verificationCodeLength };
import { id, seconds, text } from './primitives';

export { accountFailureCodes, type SignInNoticeCode, signInNoticeCodes } from './failureCodes';

export const loginRequestSchema = z.object({
  emailId: text().check(z.trim(), z.minLength(1), z.maxLength(loginLimits.emailMaxLength)),
  password: text().check(z.minLength(1), z.maxLength(200)),
  domainUrl: z._default(text().check(z.maxLength(300)), ''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const organisationRefSchema = z.object({
  organisationId: z.int(),
  logoPath: z._default(z.nullable(z.string()), null),
  studentDomain: z._default(z.nullable(z.string()), null),
  redirectUrl: z._default(z.nullable(z.string()), null),
});

/** The student record of a login or registration answer (spec 01 §3). */
export const studentSchema = z.object({
  studentId: z.int(),
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  emailId: z.string(),
  status: z.string(),
  isVerified: z.boolean(),
  isPersonalInfoPending: z._default(z.boolean(), false),
  defaultStPaymentTrxId: z._default(z.nullable(z.int()), null),
  isEligible: z._default(z.nullable(z.boolean()), null),
  islicenseplateEligible: z._default(z.nullable(z.boolean()), null),
  isEmailVerficationSkipped: z._default(z.boolean(), false),
  keycloakUserID: z._default(z.nullable(z.string()), null),
  state: z._default(z.nullable(z.object({ stateId: z.int() })), null),
  organisation: z._default(z.nullable(organisationRefSchema), null),
  /** Whether the 'Are you still there?' prompt runs for this student (01 §4 Inactivity). */
  inactivityTimeoutFlagEnabled: z._default(z.boolean(), true),
});
export type Student = z.infer<typeof studentSchema>;

export const loginResponseSchema = envelope(studentSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Two-factor sign-in (02 §2 otp-configuration): a right password (or provider token) of a student with two-factor sign-in on answers
 * this challenge instead of a session: no token, and the student signs in by sending a code with challengeToken.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string().check(z.minLength(16), z.maxLength(200)),
  /** How long the challenge may be answered. */
  expiresInSeconds: seconds(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
/** What the password and social sign-ins answer: the signed-in student (with the token) or a two-factor challenge. */
export const signInAnswerSchema = envelope(z.union([twoFactorChallengeSchema, studentSchema]));
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
/** POST two-factor login: the challenge and a code (6 digits or a recovery code); answers like the login (loginResponseSchema). */
export const twoFactorLoginRequestSchema = z.object({
  challengeToken: text().check(z.minLength(16), z.maxLength(200)),
  code: text().check(z.trim(), z.minLength(6), z.maxLength(20)),
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;
/** A challenge lasts 5 minutes and takes 5 wrong codes; then the student signs in again (with the password). */
export const twoFactorChallengeLimits = { lifetimeSeconds: 300, wrongCodes: 5 } as const;

/** Legacy (initial) login: token and message only; `data.redirectUrl` is where the old platform continues. */
export const legacyLoginResponseSchema = envelope(z.object({ redirectUrl: z.string() }));
export type LegacyLoginResponse = z.infer<typeof legacyLoginResponseSchema>;

export const socialProviders = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const socialLoginRequestSchema = z.object({
  subjectIssuer: z.enum(socialProviders),
  /** The provider's ID token; absent when the browser has no provider configured. */
  subjectToken: z.optional(text().check(z.minLength(1), z.maxLength(8000))),
  requestType: z._default(z.enum(['login', 'registration']), 'login'),
  organisationId: z.optional(id()),
  configCourseId: z.optional(id()),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  emailId: text().check(z.trim(), z.email(), z.maxLength(forgotPasswordLimits.emailMaxLength)),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  resetToken: text().check(z.minLength(16), z.maxLength(200)),
  password: text().check(z.minLength(passwordLimits.min), z.maxLength(passwordLimits.max)),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// ---- Password change (02 §2 change-password, §7): POST { currentPassword, newPassword } with the session ----
export const changePasswordRequestSchema = z.object({
  currentPassword: text().check(z.minLength(1), z.maxLength(200)),
  /** The reset rules: 6 to 30 characters (01 §5). */
  newPassword: text().check(z.minLength(passwordLimits.min), z.maxLength(passwordLimits.max)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Refusals of a new password (registration, reset, change) beyond its length; the app words them by code. */
export const passwordRuleMessages = {
  tooCommon: 'This password is too common and easy to guess. Please choose a different one.',
} as const;
export const changePasswordMessages = {
  changed: 'Your password has been changed.',
  wrongCurrent: 'Your current password is not correct.',
  sameAsCurrent: 'Choose a new password that is different from your current one.',
} as const;

export const logoutRequestSchema = z.object({
  studentId: id(),
  isCourseHasAccessTimeLimitPerDay: z.boolean(),
  availableTimeForTheDay: z.optional(seconds()),
  configCourseId: z.optional(id()),
  studentCourseId: z.optional(id()),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** Time record sent before logout when chapter ids are stored (spec 01 §3 Time record). */
export const timeUpdateRequestSchema = z.object({
  studentCourseChapterId: id(),
  studentCourseId: id(),
  timeSpent: seconds(),
  timeConsumedAfterIdentityVerification: seconds(),
  /**
   * The browser's id of this batch of study time: a retry of a batch the server already credited (its
   * answer was lost) is recognised and credits nothing again.
   */
  updateId: z.optional(text().check(z.minLength(1), z.maxLength(80))),
});
export type TimeUpdateRequest = z.infer<typeof timeUpdateRequestSchema>;

export const verificationCodeSchema = text().check(z.regex(/^\d{6}$/));
export const emailVerificationQuerySchema = z.object({ code: verificationCodeSchema });
