import { z } from 'zod';
import { id, seconds, text } from './primitives';
import { envelope } from './envelope';

export const loginLimits = { passwordMaxLength: 20, emailMaxLength: 100 } as const;

export const loginRequestSchema = z.object({
  emailId: text().trim().min(1).max(loginLimits.emailMaxLength),
  password: text().min(1).max(200),
  domainUrl: text().max(300).default(''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const organisationRefSchema = z.object({
  organisationId: z.number().int(),
  logoPath: z.string().nullable().default(null),
  studentDomain: z.string().nullable().default(null),
  redirectUrl: z.string().nullable().default(null),
});

/** The student record of a login or registration answer (spec 01 §3). */
export const studentSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  emailId: z.string(),
  status: z.string(),
  isVerified: z.boolean(),
  isPersonalInfoPending: z.boolean().default(false),
  defaultStPaymentTrxId: z.number().int().nullable().default(null),
  isEligible: z.boolean().nullable().default(null),
  islicenseplateEligible: z.boolean().nullable().default(null),
  isEmailVerficationSkipped: z.boolean().default(false),
  keycloakUserID: z.string().nullable().default(null),
  state: z.object({ stateId: z.number().int() }).nullable().default(null),
  organisation: organisationRefSchema.nullable().default(null),
  /** Whether the 'Are you still there?' prompt runs for this student (01 §4 Inactivity). */
  inactivityTimeoutFlagEnabled: z.boolean().default(true),
});
export type Student = z.infer<typeof studentSchema>;

export const loginResponseSchema = envelope(studentSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Legacy (initial) login: token and message only; `data.redirectUrl` is where the old platform continues. */
export const legacyLoginResponseSchema = envelope(z.object({ redirectUrl: z.string() }));
export type LegacyLoginResponse = z.infer<typeof legacyLoginResponseSchema>;

export const socialProviders = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const socialLoginRequestSchema = z.object({
  subjectIssuer: z.enum(socialProviders),
  /** The provider's ID token; absent when the browser has no provider configured. */
  subjectToken: text().min(1).max(8000).optional(),
  requestType: z.enum(['login', 'registration']).default('login'),
  organisationId: id().optional(),
  configCourseId: id().optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

export const forgotPasswordLimits = { emailMaxLength: 50 } as const;
export const forgotPasswordRequestSchema = z.object({ emailId: text().trim().email().max(forgotPasswordLimits.emailMaxLength) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const passwordLimits = { min: 6, max: 30 } as const;
export const resetPasswordRequestSchema = z.object({
  resetToken: text().min(16).max(200),
  password: text().min(passwordLimits.min).max(passwordLimits.max),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const logoutRequestSchema = z.object({
  studentId: id(),
  isCourseHasAccessTimeLimitPerDay: z.boolean(),
  availableTimeForTheDay: seconds().optional(),
  configCourseId: id().optional(),
  studentCourseId: id().optional(),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** Time record sent before logout when chapter ids are stored (spec 01 §3 Time record). */
export const timeUpdateRequestSchema = z.object({
  studentCourseChapterId: id(),
  studentCourseId: id(),
  timeSpent: seconds(),
  timeConsumedAfterIdentityVerification: seconds(),
});
export type TimeUpdateRequest = z.infer<typeof timeUpdateRequestSchema>;

export const verificationCodeLength = 6;
export const verificationCodeSchema = text().regex(/^\d{6}$/);
export const emailVerificationQuerySchema = z.object({ code: verificationCodeSchema });
