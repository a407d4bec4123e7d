import * as z from 'zod/mini';

import { envelope } from './envelope';
import { isoInstant } from './instants';
import { text } from './primitives';

export { twoFactorFailureCodes } from './failureCodes';

/*
 * 02 §2 otp-configuration: two-factor sign-in with an authenticator app (TOTP, RFC 6238). The student
 * starts a setup (a new secret, shown as a QR code and as the key to type), confirms it with a current code and gets
 * ten single-use recovery codes, shown once. Turning it off takes a code. A code's time step is accepted once
 * (RFC 6238 §5.2). The challenge of the sign-in itself is in contracts/auth.ts (the login flow's bundle).
 */

export { twoFactorSettings } from './twoFactorSettings';

/** Six digits (spaces ignored by the server) or a recovery code such as 'k7m2q-9xw4d' (case and dashes ignored). */
export const twoFactorCodeSchema = text().check(z.trim(), z.minLength(6), z.maxLength(20));

// ---- GET: whether it is on ----
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** When it was turned on (null when off). */
  enabledAt: z.nullable(isoInstant()),
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: z.int().check(z.nonnegative()),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusResponseSchema = envelope(twoFactorStatusSchema);

// ---- POST setup: a new secret, kept pending until confirmed (a new setup replaces a pending one) ----
export const twoFactorSetupSchema = z.object({
  /** The key to type into the app: base32, in groups of four for reading. */
  secret: z.string().check(z.minLength(16), z.maxLength(128)),
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string().check(
    z.maxLength(500),
    z.refine((s) => s.startsWith('otpauth://totp/'), { message: 'an otpauth://totp/ URI' }),
  ),
  /** The QR code of otpauthUri as an SVG document (rendered by the server with the qrcode package). */
  qrSvg: z.string().check(
    z.maxLength(100_000),
    z.refine((s) => s.startsWith('<svg'), { message: 'an SVG document' }),
  ),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorSetupResponseSchema = envelope(twoFactorSetupSchema);

// ---- POST enable { code }: confirms the pending secret; answers the recovery codes, shown once ----
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string().check(z.maxLength(40))) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const recoveryCodesResponseSchema = envelope(recoveryCodesSchema);

// ---- POST disable { code } (a current code or a recovery code); POST recovery-codes { code }: ten new ones ----

export const twoFactorMessages = {
  enabled: 'Two-step verification is on.',
  disabled: 'Two-step verification is off.',
  codeInvalid: 'That code is not correct. Enter the current code from your authenticator app.',
  codeUsed: 'That code was used already. Wait for the next code in your authenticator app.',
  noPendingSetup: 'Start the setup again: the key was not found or has expired.',
  alreadyEnabled: 'Two-step verification is already on.',
  notEnabled: 'Two-step verification is not on.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many wrong codes. Please sign in again.',
} as const;
