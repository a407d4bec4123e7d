import * as z from 'zod/mini';

import { envelope } from './envelope';
import { id, text } from './primitives';

export { parentTokenFailureCodes } from './failureCodes';

/**
 * What the entry links call (01 §2 entry parameters, /studentcourse-payment, /paypal-auth): the wallet provider's
 * sign-in return and the parent-flow token. The state-with-category list such a link loads is states.ts.
 */

/**
 * The token of a link (a session token, or a parent token for /studentcourse-payment and the parent-token check)
 * travels in the Authorization header (a parent token without the Bearer prefix, 01 §6), never in the query: URLs end
 * up in logs.
 */
export const linkTokenSchema = text().check(z.trim(), z.minLength(1), z.maxLength(4000));

// ---- Wallet provider sign-in return (01 §4 Wallet sign-in return) ----
export const walletTokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  code: text().check(z.minLength(1), z.maxLength(2000)),
});
export const walletTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});
export const walletProfileResponseSchema = z.object({
  name: z.object({ given_name: z._default(z.string(), ''), surname: z._default(z.string(), '') }),
  emails: z._default(z.array(z.object({ value: z.string(), primary: z._default(z.boolean(), false) })), []),
});
export type WalletProfile = z.infer<typeof walletProfileResponseSchema>;

/** Wallet errors answer plain OAuth-style JSON `{ error, error_description }` (not the envelope), like a real provider. */
export const walletErrorSchema = z.object({ error: z.string(), error_description: z.optional(z.string()) });
export const walletErrorCodes = {
  invalidRequest: 'invalid_request',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  invalidToken: 'invalid_token',
} as const;

// ---- Parent-flow token (01 §2 entry parameters; issued and signed by the server) ----
export const parentTokenClaimsSchema = z.object({
  primaryConfigCourseId: z.int(),
  secondaryConfigCourseIds: z._default(z.array(z.int()), []),
  organisationId: z.int(),
  studentId: z.int(),
  studentPaymentTrxId: z._default(z.nullable(z.int()), null),
});
export type ParentTokenClaims = z.infer<typeof parentTokenClaimsSchema>;
/** Checks the signature and expiry; answers the claims. */
export const parentTokenResponseSchema = envelope(parentTokenClaimsSchema);

/** POST parentToken (student session): issues a parent-flow token for the caller and mails the link to parentEmail. */
export const parentTokenRequestSchema = z.object({
  parentEmail: text().check(z.trim(), z.maxLength(100), z.email()),
  primaryConfigCourseId: id(),
  secondaryConfigCourseIds: z._default(z.array(id()).check(z.maxLength(10)), []),
});
export type ParentTokenRequest = z.input<typeof parentTokenRequestSchema>;
export const parentTokenIssueSchema = z.object({
  token: z.string(),
  /** ISO time; tokens live 7 days. */
  expiresAt: z.string(),
  /** `${PUBLIC_URL}/?token=<token>`, the link mailed to the parent. */
  parentLink: z.string(),
});
export const parentTokenIssueResponseSchema = envelope(parentTokenIssueSchema);
export const parentTokenLifetimeDays = 7;
export const parentTokenMessages = {
  issued: 'The payment link has been sent to your parent.',
  valid: 'Parent link is valid.',
  /** 401 TOKEN_INVALID: bad signature, malformed or expired. */
  invalid: 'This link is invalid or has expired.',
  sameEmail: 'Parent ID and student ID cannot be the same',
} as const;
