import type { Ctx } from '../context';
import { storedLanguage } from '../i18n/serverText';
import { mails } from '../mail/templates';
import { hashPassword } from './password';
import { assertPasswordAllowed } from './passwordRules';
import { revokeAllSessions } from './sessions';
import { sha256 } from './tokens';

/**
 * Sets the password of a reset link's student: the link is checked first (an unknown, used or expired one costs no
 * hash, so a flood of made-up tokens costs nothing), then the password's rules (a refused one leaves the link usable),
 * then the hash. Using the link closes the student's other links, signs out every session and parent link, and mails
 * a notice. False when the link is not (or no longer) usable.
 */
export async function resetPasswordWithLink(ctx: Ctx, resetToken: string, password: string): Promise<boolean> {
  const tokenHash = sha256(resetToken);
  const [open] = await ctx.db.query(
    'select 1 from reset_tokens where token_hash = $1 and used_at is null and expires_at > $2',
    [tokenHash, ctx.clock()],
  );
  if (!open) return false;
  assertPasswordAllowed(password);
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  const email = await ctx.db.transaction(async (tx) => {
    // Single use: the update succeeds for exactly one request (two submits of one link may both get this far).
    const [row] = await tx.query<{ student_id: number }>(
      `update reset_tokens set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning student_id`,
      [tokenHash, now],
    );
    if (!row) return undefined;
    const [s] = await tx.query<{ email: string; language: string }>(
      'update students set password_hash = $2, password_expired = false, updated_at = $3 where student_id = $1 returning email, language',
      [row.student_id, passwordHash, now],
    );
    await tx.query('update reset_tokens set used_at = $2 where student_id = $1 and used_at is null', [
      row.student_id,
      now,
    ]);
    await revokeAllSessions(tx, row.student_id, now);
    await ctx.outbox.send(s.email, mails.passwordChanged(storedLanguage(s.language)), { within: tx });
    return s.email;
  });
  return email !== undefined;
}
