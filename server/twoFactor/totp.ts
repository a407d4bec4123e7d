import { Secret, TOTP } from 'otpauth';

import { twoFactorSettings } from '../../contracts/twoFactor';

/*
 * TOTP (RFC 6238) with the otpauth library and the settings every authenticator app understands (SHA-1, 6 digits,
 * 30 s). Time is always the caller's (the app clock, `ctx.clock()`), never the library's Date.now default, so tests
 * and the browser tests' dev clock can move it.
 */

const shape = {
  algorithm: twoFactorSettings.algorithm,
  digits: twoFactorSettings.digits,
  period: twoFactorSettings.periodSeconds,
} as const;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommended length), base32 (32 characters). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The key as the student types it: base32 in groups of four ('ABCD EFGH …'). */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The otpauth:// URI the QR code holds; the app shows the issuer and the student's e-mail. */
export const otpauthUri = (secret: string, label: string): string =>
  new TOTP({ ...shape, issuer: twoFactorSettings.issuer, label, secret: Secret.fromBase32(secret) }).toString();

/** The time step (counter) of a moment. */
export const stepAt = (now: Date): number => TOTP.counter({ period: shape.period, timestamp: now.getTime() });

/**
 * The time step whose code `code` is, within `twoFactorSettings.window` steps of now (clock drift between the phone
 * and the server); null when it is none of them. `code` is six digits (normalised by the caller).
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = TOTP.validate({
    ...shape,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: now.getTime(),
    window: twoFactorSettings.window,
  });
  return delta === null ? null : stepAt(now) + delta;
}
