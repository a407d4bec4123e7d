import { randomInt } from 'node:crypto';

import { twoFactorSettings } from '../../contracts/twoFactor';
import { sha256 } from '../auth/tokens';
import type { Queryable } from '../db/types';
import { recoveryCodeLength } from './codes';

/*
 * Ten single-use recovery codes for a lost phone, shown once and stored only as hashes. Ten characters from 31
 * (lower-case letters and digits without 0, 1, i, l and o, which are read wrong) are about 49 bits: far beyond online
 * guessing, which is limited anyway.
 */

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code as shown: 'k7m2q-9xw4d' (crypto RNG, every character uniform). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < recoveryCodeLength; i++) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Salted with the student, like the e-mail codes: one table of hashes fits no other student. */
export const hashRecoveryCode = (studentId: number, normalised: string) => sha256(`${studentId}:${normalised}`);

/** Replaces the student's recovery codes (the old ones stop working) and answers the new ones, as shown. */
export async function replaceRecoveryCodes(tx: Queryable, studentId: number, now: Date): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < twoFactorSettings.recoveryCodes) codes.add(newRecoveryCode());
  await tx.query('delete from two_factor_recovery_codes where student_id = $1', [studentId]);
  for (const code of codes) {
    await tx.query('insert into two_factor_recovery_codes (student_id, code_hash, created_at) values ($1, $2, $3)', [
      studentId,
      hashRecoveryCode(studentId, code.replace('-', '')),
      now,
    ]);
  }
  return [...codes];
}

/** Uses an unused code: true exactly once per code, however many requests race for it. */
export async function useRecoveryCode(tx: Queryable, studentId: number, normalised: string, now: Date) {
  const used = await tx.query(
    `update two_factor_recovery_codes set used_at = $3 where student_id = $1 and code_hash = $2 and used_at is null
     returning 1`,
    [studentId, hashRecoveryCode(studentId, normalised), now],
  );
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Queryable, studentId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from two_factor_recovery_codes where student_id = $1 and used_at is null',
    [studentId],
  );
  return row?.n ?? 0;
}
