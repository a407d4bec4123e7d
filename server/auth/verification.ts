import { minutes } from '../clock';
import type { Ctx } from '../context';
import { mails } from '../mail/templates';
import { sha256, sixDigitCode } from './tokens';

export const codeLifetimeMs = minutes(15);
export const maxCodeAttempts = 5;
export const resendIntervalMs = 30_000;

/** Invalidates the student's open codes, stores a new one (hashed) and mails it. Returns the code. */
export async function issueVerificationCode(ctx: Ctx, student: { student_id: number; email: string }): Promise<string> {
  const now = ctx.clock();
  const code = sixDigitCode();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'update verification_codes set invalidated_at = $2 where student_id = $1 and invalidated_at is null and used_at is null',
      [student.student_id, now],
    );
    await tx.query(
      'insert into verification_codes (student_id, code_hash, created_at) values ($1, $2, $3)',
      [student.student_id, hashCode(student.student_id, code), now],
    );
  });
  const mail = mails.verificationCode(code);
  await ctx.outbox.send(student.email, mail.subject, mail.body);
  return code;
}

export const hashCode = (studentId: number, code: string) => sha256(`${studentId}:${code}`);
