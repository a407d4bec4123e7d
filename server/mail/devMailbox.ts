import { type Mail, mailboxResponseSchema } from '../../contracts/mailbox';
import type { Queryable } from '../db/types';

/** The dev mailbox (development servers only): the outbox's mails in the order they were written, or one address's. */
export async function devMailbox(db: Queryable, to: string | undefined): Promise<{ mails: Mail[] }> {
  const rows = await db.query<{
    mail_id: number;
    to_address: string;
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `select mail_id, to_address, subject, body, created_at from outbox
     where ($1::text is null or lower(to_address) = lower($1)) order by mail_id`,
    [to || null],
  );
  return mailboxResponseSchema.parse({
    mails: rows.map((r) => ({
      id: r.mail_id,
      to: r.to_address,
      subject: r.subject,
      body: r.body,
      sentAt: new Date(r.created_at).toISOString(),
    })),
  });
}
