import { addMs, minutes } from '../clock';
import type { Ctx } from '../context';
import { mails } from '../mail/templates';
import type { StudentRow } from '../students';
import { randomToken, sha256 } from './tokens';

export const resetTokenLifetimeMs = minutes(60);

/**
 * Reset mails per account are limited (else 50 requests send 50 mails to one inbox). A new link is mailed only when
 * the account's newest open link is at least a minute old and fewer than 3 links are open (unused, unexpired): at
 * most 3 mails an hour for someone who only knows the address. Using a link closes all of them, so a real reset can always start over.
 * Refused requests answer like any other (no account enumeration).
 */
export const resetMailLimits = { minIntervalMs: minutes(1), maxOpenLinks: 3 } as const;

/** Stores a reset link and mails it unless the account's limit says no; true when mailed. */
export async function mailResetLink(ctx: Ctx, student: Pick<StudentRow, 'student_id' | 'email'>): Promise<boolean> {
  const token = randomToken();
  const now = ctx.clock();
  const stored = await ctx.db.transaction(async (tx) => {
    // Concurrent requests for one account wait here, so they see each other's links.
    await tx.query('select 1 from students where student_id = $1 for update', [student.student_id]);
    const [open] = await tx.query<{ n: number; newest: Date | null }>(
      'select count(*)::int as n, max(created_at) as newest from reset_tokens where student_id = $1 and used_at is null and expires_at > $2',
      [student.student_id, now],
    );
    const tooSoon =
      open.newest !== null && now.getTime() - new Date(open.newest).getTime() < resetMailLimits.minIntervalMs;
    if (tooSoon || open.n >= resetMailLimits.maxOpenLinks) return false;
    await tx.query(
      'insert into reset_tokens (token_hash, student_id, created_at, expires_at) values ($1, $2, $3, $4)',
      [sha256(token), student.student_id, now, addMs(now, resetTokenLifetimeMs)],
    );
    return true;
  });
  if (!stored) return false;
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = mails.resetPassword(link);
  await ctx.outbox.send(student.email, mail);
  return true;
}
