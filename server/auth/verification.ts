import { minutes } from '../clock';
import type { Ctx } from '../context';
import type { Db, Queryable } from '../db/types';
import { storedLanguage } from '../i18n/serverText';
import { mails } from '../mail/templates';
import { attemptLimits } from './throttle';
import { sha256, sixDigitCode } from './tokens';

export const codeLifetimeMs = minutes(15);
/** Wrong codes a student may try per code lifetime, counted per student (not per code): see attemptLimits.emailCode. */
export const maxCodeAttempts = attemptLimits.emailCode.threshold;
/** A new code (and mail) at most this often, by resend or by sign-in. */
export const resendIntervalMs = 30_000;

/**
 * Invalidates the student's open codes, stores a new one (hashed) and mails it; returns the code. With
 * `unlessIssuedWithinMs`, nothing is issued or mailed (undefined) when the newest code is younger than that: the
 * student uses the code just mailed. Concurrent calls for one student are serialised on the student's row.
 */
export async function issueVerificationCode(
  ctx: Ctx,
  student: { student_id: number; email: string; language: string },
  options: { unlessIssuedWithinMs?: number } = {},
): Promise<string | undefined> {
  const now = ctx.clock();
  const code = sixDigitCode();
  const issued = await ctx.db.transaction(async (tx) => {
    await tx.query('select 1 from students where student_id = $1 for update', [student.student_id]);
    if (options.unlessIssuedWithinMs) {
      const [last] = await tx.query<{ created_at: Date }>(
        'select created_at from verification_codes where student_id = $1 order by created_at desc limit 1',
        [student.student_id],
      );
      if (last && now.getTime() - new Date(last.created_at).getTime() < options.unlessIssuedWithinMs) return false;
    }
    await tx.query(
      'update verification_codes set invalidated_at = $2 where student_id = $1 and invalidated_at is null and used_at is null',
      [student.student_id, now],
    );
    await tx.query('insert into verification_codes (student_id, code_hash, created_at) values ($1, $2, $3)', [
      student.student_id,
      hashCode(student.student_id, code),
      now,
    ]);
    // In the same transaction: the code exists exactly when its mail does.
    await ctx.outbox.send(student.email, mails.verificationCode(storedLanguage(student.language), code), {
      within: tx,
    });
    return true;
  });
  if (!issued) return undefined;
  return code;
}

export const hashCode = (studentId: number, code: string) => sha256(`${studentId}:${code}`);

/** The student's newest code not yet used or replaced; undefined when there is none. */
export async function latestOpenCode(
  db: Queryable,
  studentId: number,
): Promise<{ verification_code_id: number; code_hash: string; created_at: Date } | undefined> {
  const [code] = await db.query<{ verification_code_id: number; code_hash: string; created_at: Date }>(
    `select verification_code_id, code_hash, created_at from verification_codes
     where student_id = $1 and invalidated_at is null and used_at is null order by created_at desc, verification_code_id desc limit 1`,
    [studentId],
  );
  return code;
}

/** The student's e-mail address is verified (by a code, or by a provider that vouches for it). */
export async function markEmailVerified(db: Queryable, studentId: number, now: Date): Promise<void> {
  await db.query('update students set is_verified = true, updated_at = $2 where student_id = $1', [studentId, now]);
}

/**
 * Uses the code and verifies the student's e-mail, in one transaction. False when the code was used meanwhile (two
 * submits of one code may both get this far; the update succeeds for exactly one).
 */
export async function verifyEmailWithCode(
  db: Db,
  studentId: number,
  verificationCodeId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx.query(
      'update verification_codes set used_at = $2 where verification_code_id = $1 and used_at is null returning 1',
      [verificationCodeId, now],
    );
    if (!used) return false;
    await markEmailVerified(tx, studentId, now);
    return true;
  });
}
