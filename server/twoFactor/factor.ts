import type { DataKeys } from '../dataAtRest/dataKeys';
import type { Queryable } from '../db/types';
import { readCode } from './codes';
import { openFactorSecret } from './factorSecrets';
import { useRecoveryCode } from './recoveryCodes';
import { matchingStep } from './totp';

/** A student's two-factor row, locked for the transaction (codes are checked and their step stored under the lock). */
export interface FactorRow {
  secret: string | null;
  enabled_at: Date | null;
  last_used_step: number | null;
  pending_secret: string | null;
  pending_expires_at: Date | null;
}

/** Locks the student's row (undefined when the student never started a setup); its secrets opened. */
export async function lockFactor(tx: Queryable, keys: DataKeys, studentId: number): Promise<FactorRow | undefined> {
  const [row] = await tx.query<FactorRow & { secret_key_id: string | null; pending_secret_key_id: string | null }>(
    // bigint comes back as text from node-postgres: a step fits a double exactly.
    `select secret, secret_key_id, enabled_at, last_used_step::float8 as last_used_step, pending_secret,
       pending_secret_key_id, pending_expires_at
     from two_factor_settings where student_id = $1 for update`,
    [studentId],
  );
  if (!row) return undefined;
  return {
    secret: openFactorSecret(keys, studentId, row.secret, row.secret_key_id),
    enabled_at: row.enabled_at,
    last_used_step: row.last_used_step,
    pending_secret: openFactorSecret(keys, studentId, row.pending_secret, row.pending_secret_key_id),
    pending_expires_at: row.pending_expires_at,
  };
}

/** Why a code was refused: not a code of now (or not a recovery code), or a step that was accepted already. */
export type CodeRefusal = 'wrong' | 'used';

/**
 * Checks a code against the student's confirmed secret, with the row locked: an app code of a step after the last
 * accepted one is accepted and its step stored (RFC 6238 §5.2); with `recoveryCodes`, an unused recovery code is
 * accepted and used up. Answers the refusal, or undefined when accepted.
 */
export async function acceptCode(
  tx: Queryable,
  studentId: number,
  factor: { secret: string; last_used_step: number | null },
  raw: string,
  now: Date,
  options: { recoveryCodes: boolean },
): Promise<CodeRefusal | undefined> {
  const typed = readCode(raw);
  if (typed.kind === 'recovery' && options.recoveryCodes)
    return (await useRecoveryCode(tx, studentId, typed.normalised, now)) ? undefined : 'wrong';
  if (typed.kind !== 'app') return 'wrong';
  const step = matchingStep(factor.secret, typed.digits, now);
  if (step === null) return 'wrong';
  if (factor.last_used_step !== null && step <= factor.last_used_step) return 'used';
  await tx.query('update two_factor_settings set last_used_step = $2, updated_at = $3 where student_id = $1', [
    studentId,
    step,
    now,
  ]);
  return undefined;
}
