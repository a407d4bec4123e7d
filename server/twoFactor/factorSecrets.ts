import type { DataKeys } from '../dataAtRest/dataKeys';
import { openStored, seal, type Sealed } from '../dataAtRest/sealing';

/*
 * TOTP secrets are encrypted at rest: the server computes codes from them, so unlike passwords they cannot be hashed.
 * Both of a student's secrets (confirmed and pending) are bound to the student's row, so the confirmation may move the
 * pending one into place as it is stored.
 */

export const factorSecretContext = (studentId: number) => `two_factor_settings:${studentId}`;

export const sealFactorSecret = (keys: DataKeys, studentId: number, secret: string): Sealed =>
  seal(keys, secret, factorSecretContext(studentId));

/** A stored secret (null stays null). */
export function openFactorSecret(
  keys: DataKeys,
  studentId: number,
  value: string | null,
  keyId: string | null,
): string | null {
  return value === null ? null : openStored(keys, value, keyId, factorSecretContext(studentId));
}
