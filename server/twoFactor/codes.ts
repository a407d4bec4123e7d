import { twoFactorSettings } from '../../contracts/twoFactor';

/** What a student typed as the second factor: the app's six digits, or (by its length) a recovery code. */
export type TypedCode =
  { kind: 'app'; digits: string } | { kind: 'recovery'; normalised: string } | { kind: 'neither' };

/** Recovery codes are read without case, spaces or dashes ('K7M2Q 9XW4D' is 'k7m2q9xw4d'). */
export const normaliseCode = (raw: string) => raw.toLowerCase().replace(/[\s-]+/g, '');

export const recoveryCodeLength = 10;

export function readCode(raw: string): TypedCode {
  const code = normaliseCode(raw);
  if (new RegExp(`^\\d{${twoFactorSettings.digits}}$`).test(code)) return { kind: 'app', digits: code };
  if (code.length === recoveryCodeLength && /^[a-z0-9]+$/.test(code)) return { kind: 'recovery', normalised: code };
  return { kind: 'neither' };
}
