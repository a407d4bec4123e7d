import * as z from 'zod/mini';

/** The attempt limit a wait refusal names (its wording says which): sign-in, reset mail, certificate check, any other. */
export const attemptLimitNames = {
  signIn: 'SIGN_IN',
  passwordReset: 'PASSWORD_RESET',
  certificateLookup: 'CERTIFICATE_LOOKUP',
  attempts: 'ATTEMPTS',
} as const;
export type AttemptLimitName = (typeof attemptLimitNames)[keyof typeof attemptLimitNames];

/** The values a refusal's wording needs beside its code (docs/architecture.md, Refusals: codes and parameters). */
export const refusalParamsSchema = z.object({
  /** Whole minutes to wait before trying again (at least 1), with `limit` naming which limit refused. */
  retryAfterMinutes: z.optional(z.int().check(z.minimum(1))),
  limit: z.optional(z.enum(attemptLimitNames)),
});
export type RefusalParams = z.infer<typeof refusalParamsSchema>;
