import QRCode from 'qrcode';

import {
  twoFactorFailureCodes,
  twoFactorMessages,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../contracts/twoFactor';
import { addMs, minutes } from '../clock';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { readCode } from './codes';
import { acceptCode, type CodeRefusal, type FactorRow, lockFactor } from './factor';
import { sealFactorSecret } from './factorSecrets';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recoveryCodes';
import { groupedKey, matchingStep, newTotpSecret, otpauthUri } from './totp';

/*
 * The student's two-factor settings (02 §2 otp-configuration): status, setup, confirmation, turning off and new
 * recovery codes. Each change runs in one transaction with the student's row locked, so two tabs (or two quick
 * clicks) cannot both use one code or both confirm. A refused code is answered, not thrown, so the caller can count
 * it after the transaction (guesses.ts).
 */

/** A setup not confirmed within this time is void (the student starts again). */
export const pendingSetupLifetimeMs = minutes(15);

const alreadyEnabled = () => new ApiError(409, twoFactorMessages.alreadyEnabled, twoFactorFailureCodes.enabled);
const notEnabled = () => new ApiError(409, twoFactorMessages.notEnabled, twoFactorFailureCodes.notEnabled);

type Confirmed = FactorRow & { secret: string };
const isOn = (row: FactorRow | undefined): row is Confirmed => row?.secret != null;

export async function twoFactorStatus(db: Queryable, studentId: number): Promise<TwoFactorStatus> {
  const [row] = await db.query<{ enabled_at: Date | null }>(
    'select enabled_at from two_factor_settings where student_id = $1 and secret is not null',
    [studentId],
  );
  if (!row?.enabled_at) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return {
    enabled: true,
    enabledAt: new Date(row.enabled_at).toISOString(),
    recoveryCodesLeft: await recoveryCodesLeft(db, studentId),
  };
}

/** A new pending secret (replacing a pending one); 409 when two-factor sign-in is on. `label` is the student's e-mail. */
export async function startSetup(ctx: Ctx, studentId: number, label: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const sealed = sealFactorSecret(ctx.config.dataKeys, studentId, secret);
  const now = ctx.clock();
  // One statement: a setup racing a confirmation either replaces the pending secret first or finds it on.
  const stored = await ctx.db.query(
    `insert into two_factor_settings (student_id, pending_secret, pending_secret_key_id, pending_expires_at, updated_at)
     values ($1, $2, $3, $4, $5)
     on conflict (student_id) do update
       set pending_secret = excluded.pending_secret, pending_secret_key_id = excluded.pending_secret_key_id,
         pending_expires_at = excluded.pending_expires_at, updated_at = excluded.updated_at
       where two_factor_settings.secret is null
     returning 1`,
    [studentId, sealed.sealed, sealed.keyId, addMs(now, pendingSetupLifetimeMs), now],
  );
  if (stored.length === 0) throw alreadyEnabled();
  const uri = otpauthUri(secret, label);
  return { secret: groupedKey(secret), otpauthUri: uri, qrSvg: await QRCode.toString(uri, { type: 'svg' }) };
}

/**
 * Confirms the pending secret with a current app code: two-factor sign-in is on, the code's step is used, and ten
 * recovery codes are made and answered (the only time they are). 409 when on; 400 CODE_EXPIRED without a live setup.
 */
export async function enableTwoFactor(ctx: Ctx, studentId: number, code: string): Promise<string[] | CodeRefusal> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockFactor(tx, ctx.config.dataKeys, studentId);
    if (isOn(row)) throw alreadyEnabled();
    if (!row?.pending_secret || !row.pending_expires_at || new Date(row.pending_expires_at) <= now)
      throw new ApiError(400, twoFactorMessages.noPendingSetup, twoFactorFailureCodes.setupExpired);
    const typed = readCode(code);
    const step = typed.kind === 'app' ? matchingStep(row.pending_secret, typed.digits, now) : null;
    if (step === null) return 'wrong';
    await tx.query(
      // The pending secret moves into place sealed as it is (both are bound to the student's row).
      `update two_factor_settings set secret = pending_secret, secret_key_id = pending_secret_key_id, enabled_at = $2,
         last_used_step = $3, pending_secret = null, pending_secret_key_id = null, pending_expires_at = null, updated_at = $2
       where student_id = $1`,
      [studentId, now, step],
    );
    return replaceRecoveryCodes(tx, studentId, now);
  });
}

/**
 * Turns two-factor sign-in off with an app code or a recovery code: the secret, the recovery codes and open sign-in
 * challenges are deleted. 409 when it is off.
 */
export async function disableTwoFactor(ctx: Ctx, studentId: number, code: string): Promise<CodeRefusal | undefined> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockFactor(tx, ctx.config.dataKeys, studentId);
    if (!isOn(row)) throw notEnabled();
    const refusal = await acceptCode(tx, studentId, row, code, now, { recoveryCodes: true });
    if (refusal) return refusal;
    await tx.query('delete from two_factor_settings where student_id = $1', [studentId]);
    await tx.query('delete from two_factor_recovery_codes where student_id = $1', [studentId]);
    await tx.query('delete from two_factor_challenges where student_id = $1', [studentId]);
    return undefined;
  });
}

/**
 * Ten new recovery codes for a current app code (not a recovery code: a lost set must not make the next one); the old
 * ones stop working. 409 when two-factor sign-in is off.
 */
export async function regenerateRecoveryCodes(
  ctx: Ctx,
  studentId: number,
  code: string,
): Promise<string[] | CodeRefusal> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockFactor(tx, ctx.config.dataKeys, studentId);
    if (!isOn(row)) throw notEnabled();
    const refusal = await acceptCode(tx, studentId, row, code, now, { recoveryCodes: false });
    return refusal ?? replaceRecoveryCodes(tx, studentId, now);
  });
}
