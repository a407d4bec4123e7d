import * as z from 'zod/mini';

/** Every answer of the API carries `status`: a success flag and a message (spec 01 §7). */
export const statusSchema = z.object({
  success: z.boolean(),
  message: z._default(z.string(), ''),
  /** Machine-readable reason for a failure; the app words the failure by it, machines guard on it. */
  code: z.optional(z.string()),
  /**
   * The values the refusal's wording needs (contracts/refusalParams.ts): checked with its schema where it is worded,
   * in the lazily loaded failure wording, so no page's first file carries that schema.
   */
  params: z.optional(z.unknown()),
});
export type ApiStatus = z.infer<typeof statusSchema>;

/** Wraps a data schema in the envelope every endpoint answers with. */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    status: statusSchema,
    data: z.optional(data),
    token: z.optional(z.string()),
    /** `session: false` means the server no longer knows this session (spec 01 §4 Session guard). */
    session: z.optional(z.boolean()),
  });

export const emptyEnvelope = envelope(z.unknown());
export type EmptyEnvelope = z.infer<typeof emptyEnvelope>;

/**
 * HTTP 200 with status.message 'Invalid Email' (01 §7): the old system does not know the e-mail; never shown. A
 * constant of its own, not in `failureCodes`: only the login flow and the failure wording read it, and the build
 * writes it where it is used (vite.config.ts `inlineConst`), so no page's first file carries it.
 */
export const legacyUnknownEmailCode = 'LEGACY_UNKNOWN_EMAIL';

/** Failure codes the reference server answers with, shared so guards never compare prose. */
export const failureCodes = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  /** 403 with status.message 'Access Denied': a token used for another student. */
  forbidden: 'FORBIDDEN',
  passwordExpired: 'PASSWORD_EXPIRED',
  legacyAccount: 'LEGACY_ACCOUNT',
  legacyPasswordMismatch: 'LEGACY_PASSWORD_MISMATCH',
  invalidEmail: 'INVALID_EMAIL',
  notConfigured: 'NOT_CONFIGURED',
  tokenInvalid: 'TOKEN_INVALID',
  /** 401 for a session token past its lifetime: the app shows the token-expiry modal. */
  tokenExpired: 'TOKEN_EXPIRED',
  codeExpired: 'CODE_EXPIRED',
  codeInvalid: 'CODE_INVALID',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  notFound: 'NOT_FOUND',
  missingSubscriptionKey: 'MISSING_SUBSCRIPTION_KEY',
  /** A request repeated too soon (e.g. resending a verification code within 30 s). */
  rateLimited: 'RATE_LIMITED',
  /** Unexpected server failure; status.message is the generic 'Oops…' text. */
  serverError: 'SERVER_ERROR',
  /** The provider sign-in token could not be verified. */
  socialLoginFailed: 'SOCIAL_LOGIN_FAILED',
  /** The student account is deactivated. */
  accountInactive: 'ACCOUNT_INACTIVE',
  /** 503 with Retry-After: the database is away for a moment (restart, failover); the call can be retried. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** 409: the quiz try is submitted or its time is up; no answer is saved any more (submit it for the result). */
  quizClosed: 'QUIZ_CLOSED',
  /** 409: the identity question was answered already or its check is over; ask for the question again. */
  identityCheckClosed: 'IDENTITY_CHECK_CLOSED',
  /** 400: the current password given to change it is not the account's. */
  currentPasswordInvalid: 'CURRENT_PASSWORD_INVALID',
  /** 409: the security answers are saved once and never changed by the student (support can reset them). */
  securityAnswersSaved: 'SECURITY_ANSWERS_SAVED',
} as const;
export type FailureCode = (typeof failureCodes)[keyof typeof failureCodes];
// Codes only some pages meet live in contracts/failureCodes.ts (accountFailureCodes, profileFailureCodes, …), each
// re-exported by its area's contract: every page's first file carries this object, the app's failure wording loads
// the others, without the areas' schemas, when it needs them.
