import { addMs, hours, minutes } from '../clock';
import type { Ctx } from '../context';
import { storedLanguage } from '../i18n/serverText';
import { mails } from '../mail/templates';
import type { StudentRow } from '../students';
import { randomToken, sha256 } from './tokens';

export const resetTokenLifetimeMs = minutes(60);
/**
 * The link an express sign-up gets to choose a first password (the account has none until then) is the same kind of
 * link, living a day: the student reads it after paying and starting the course, often not within the hour. Later the
 * sign-in page's 'Forgot password' mails an ordinary one.
 */
export const choosePasswordLinkLifetimeMs = hours(24);

/** What the mailed link is for: a reset asked for on the sign-in page, or the first password of an express sign-up. */
export type PasswordLinkPurpose = 'reset' | 'choosePassword';
const linkKinds = {
  reset: { lifetimeMs: resetTokenLifetimeMs, mail: mails.resetPassword, linkSuffix: '' },
  choosePassword: {
    lifetimeMs: choosePasswordLinkLifetimeMs,
    mail: mails.choosePassword,
    linkSuffix: '&purpose=choose',
  },
} as const;

/**
 * Reset mails per account are limited (else 50 requests send 50 mails to one inbox). A new link is mailed only when
 * the account's newest open link is at least a minute old and fewer than 3 links are open (unused, unexpired): at
 * most 3 mails an hour for someone who only knows the address. Using a link closes all of them, so a real reset can always start over.
 * Refused requests answer like any other (no account enumeration).
 */
export const resetMailLimits = { minIntervalMs: minutes(1), maxOpenLinks: 3 } as const;

/** Stores a reset link and mails it unless the account's limit says no; true when mailed. */
export async function mailResetLink(
  ctx: Ctx,
  student: Pick<StudentRow, 'student_id' | 'email' | 'language'>,
  purpose: PasswordLinkPurpose = 'reset',
): Promise<boolean> {
  const kind = linkKinds[purpose];
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
      [sha256(token), student.student_id, now, addMs(now, kind.lifetimeMs)],
    );
    // In the same transaction: the link exists exactly when its mail does.
    // The page titles a first password 'Choose your password' rather than 'Reset' (purpose=choose).
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}${kind.linkSuffix}`;
    await ctx.outbox.send(student.email, kind.mail(storedLanguage(student.language), link), { within: tx });
    return true;
  });
  return stored;
}
