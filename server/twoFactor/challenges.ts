import type { FastifyReply } from 'fastify';

import { type TwoFactorChallenge, twoFactorChallengeLimits } from '../../contracts/auth';
import { twoFactorFailureCodes, twoFactorMessages } from '../../contracts/twoFactor';
import { randomToken, sha256 } from '../auth/tokens';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { acceptCode, type CodeRefusal, lockFactor } from './factor';
import { forgetWrongCodes, refuseCode, refuseWhileWaiting } from './guesses';

/*
 * The sign-in's second step. A right password (or provider token) of a student with two-factor sign-in on gets a
 * challenge instead of a session; the challenge and one code sign in. A challenge lasts
 * twoFactorChallengeLimits.lifetimeSeconds, signs in once, and dies after twoFactorChallengeLimits.wrongCodes wrong
 * (or used) codes: then the student starts again with the password.
 */

const { lifetimeSeconds, wrongCodes } = twoFactorChallengeLimits;

/** Whether the student must answer a challenge to sign in. */
export async function needsSecondFactor(db: Queryable, studentId: number): Promise<boolean> {
  const [row] = await db.query('select 1 from two_factor_settings where student_id = $1 and secret is not null', [
    studentId,
  ]);
  return row !== undefined;
}

/** A new challenge (its token is stored only as its hash); the student's challenges that are over are pruned. */
export async function createChallenge(db: Queryable, studentId: number, now: Date): Promise<TwoFactorChallenge> {
  const token = randomToken();
  await db.query(
    `delete from two_factor_challenges where student_id = $1 and (expires_at <= $2 or used_at is not null or wrong_codes >= $3)`,
    [studentId, now, wrongCodes],
  );
  await db.query(
    `insert into two_factor_challenges (token_hash, student_id, created_at, expires_at)
     values ($1, $2, $3, $3::timestamptz + $4::int * interval '1 second')`,
    [sha256(token), studentId, now, lifetimeSeconds],
  );
  return { twoFactorRequired: true, challengeToken: token, expiresInSeconds: lifetimeSeconds };
}

/** 401 TWO_FACTOR_CHALLENGE_EXPIRED: unknown, expired, used or dead; the student signs in again with the password. */
const challengeOver = () =>
  new ApiError(401, twoFactorMessages.challengeExpired, twoFactorFailureCodes.challengeExpired);

const liveChallenge = `from two_factor_challenges
  where token_hash = $1 and used_at is null and expires_at > $2 and wrong_codes < $3`;

type Answer = { kind: 'over' } | { kind: 'signedIn' } | { kind: 'refused'; refusal: CodeRefusal; dead: boolean };

/**
 * Answers a challenge with a code; answers the student who signs in, or throws the refusal: 401 when the challenge is
 * over, 429 while the student must wait after many wrong codes, 400 TWO_FACTOR_CODE_INVALID or TWO_FACTOR_CODE_USED
 * for a wrong or used code, and 429 TWO_FACTOR_CHALLENGE_CLOSED when that code was the challenge's last allowed one.
 * The challenge row is locked, so parallel submits of one right code sign in once.
 */
export async function passSecondFactor(ctx: Ctx, reply: FastifyReply, token: string, code: string): Promise<number> {
  const now = ctx.clock();
  const tokenHash = sha256(token);
  const [open] = await ctx.db.query<{ student_id: number }>(`select student_id ${liveChallenge}`, [
    tokenHash,
    now,
    wrongCodes,
  ]);
  if (!open) throw challengeOver();
  const studentId = open.student_id;
  await refuseWhileWaiting(ctx, reply, studentId);
  const answer = await ctx.db.transaction(async (tx): Promise<Answer> => {
    const [challenge] = await tx.query<{ challenge_id: number; wrong_codes: number }>(
      `select challenge_id, wrong_codes ${liveChallenge} for update`,
      [tokenHash, now, wrongCodes],
    );
    if (!challenge) return { kind: 'over' };
    const factor = await lockFactor(tx, ctx.config.dataKeys, studentId);
    // Turned off meanwhile (from a signed-in device): this challenge is void; the password now signs in alone.
    if (!factor?.secret) return { kind: 'over' };
    const refusal = await acceptCode(tx, studentId, { ...factor, secret: factor.secret }, code, now, {
      recoveryCodes: true,
    });
    if (refusal) {
      const [counted] = await tx.query<{ wrong_codes: number }>(
        'update two_factor_challenges set wrong_codes = wrong_codes + 1 where challenge_id = $1 returning wrong_codes',
        [challenge.challenge_id],
      );
      return { kind: 'refused', refusal, dead: counted.wrong_codes >= wrongCodes };
    }
    await tx.query('update two_factor_challenges set used_at = $2 where challenge_id = $1', [
      challenge.challenge_id,
      now,
    ]);
    return { kind: 'signedIn' };
  });
  if (answer.kind === 'over') throw challengeOver();
  if (answer.kind === 'refused') {
    const refused = await refuseCode(ctx, studentId, answer.refusal);
    if (answer.dead) throw new ApiError(429, twoFactorMessages.tooManyAttempts, twoFactorFailureCodes.challengeClosed);
    throw refused;
  }
  await forgetWrongCodes(ctx, studentId);
  return studentId;
}
