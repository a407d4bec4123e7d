import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/types';
import type { JobQueue, RetryPolicy } from '../jobs/jobQueue';
import { bodyOnceDelivered } from './secrets';

/** A file sent with a mail (kept base64 in outbox.attachments). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail to send (mail/templates.ts makes them). */
export interface OutgoingMail {
  subject: string;
  body: string;
  /** Parts of the body that open something (a code, a link with its token): removed from the stored copy once delivered. */
  secrets?: readonly string[];
  attachments?: MailAttachment[];
}

/** The part of a nodemailer transport the outbox uses (a nodemailer Transporter fits). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
}

export interface Outbox {
  /**
   * Records the mail in the outbox table and, with a transport, queues its delivery job in the same transaction:
   * `within` is the transaction of what caused the mail (the code it carries, the order it confirms), so the mail
   * exists exactly when that does. Delivery runs on whichever instance takes the job, is retried with backoff when the
   * transport fails, and once delivered the stored body keeps no secret. Undelivered mail keeps its secrets (the dev
   * mailbox of the demonstration, which delivers nothing, shows them) until the clean-up's limit.
   */
  send(to: string, mail: OutgoingMail, options?: { within?: Queryable }): Promise<number>;
  /** Waits until every delivery due now has been tried (tests); a retry due later is not waited for. */
  flush(): Promise<void>;
}

/** The delivery job: one per mail, retried with backoff for about a day of transport failures. */
export const mailDelivery = {
  name: 'mail-delivery',
  policy: (retryDelaySeconds: number): RetryPolicy => ({
    retryLimit: 12,
    retryDelaySeconds,
    retryBackoff: true,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 5 * 60,
    // A student waits for a code or a link: the worker of whichever instance is free sends it at once.
    wakesWorkers: true,
  }),
  pollingIntervalSeconds: 1,
} as const;

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export function createOutbox(opts: {
  db: Db;
  clock: Clock;
  from: string;
  transport?: MailTransport;
  jobs: JobQueue;
  onError?: (err: unknown, mailId: number) => void;
}): Outbox {
  async function store(c: Queryable, to: string, mail: OutgoingMail): Promise<number> {
    const { subject, body, attachments } = mail;
    const stored = attachments?.length
      ? JSON.stringify(
          attachments.map((a): StoredAttachment => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: a.content.toString('base64'),
          })),
        )
      : null;
    const [row] = await c.query<{ mail_id: number }>(
      `insert into outbox (to_address, subject, body, delivered_body, created_at, attachments)
       values ($1, $2, $3, $4, $5, $6) returning mail_id`,
      [to, subject, body, bodyOnceDelivered(body, mail.secrets), opts.clock(), stored],
    );
    if (opts.transport) await opts.jobs.send(mailDelivery.name, { mailId: row.mail_id }, { within: c });
    return row.mail_id;
  }

  return {
    send(to, mail, options = {}) {
      if (options.within) return store(options.within, to, mail);
      return opts.db.transaction((tx) => store(tx, to, mail));
    },
    flush: () => (opts.transport ? opts.jobs.drained(mailDelivery.name) : Promise.resolve()),
  };
}

/**
 * Delivers one stored mail (the delivery job's handler). A mail already delivered is not sent again (a job retried
 * after its process died having sent it); a transport failure is recorded on the row and thrown, so the job is retried.
 */
export async function deliverStoredMail(
  deps: {
    db: Queryable;
    clock: Clock;
    from: string;
    transport: MailTransport;
    onError?: (err: unknown, mailId: number) => void;
  },
  mailId: number,
): Promise<void> {
  const [mail] = await deps.db.query<{
    to_address: string;
    subject: string;
    body: string;
    attachments: StoredAttachment[] | null;
    sent_at: Date | null;
  }>('select to_address, subject, body, attachments, sent_at from outbox where mail_id = $1', [mailId]);
  // Gone (cleaned up after its limit) or already delivered: nothing to send.
  if (!mail || mail.sent_at) return;
  const attachments = mail.attachments
    ? mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      }))
    : [];
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body,
      ...(attachments.length ? { attachments } : {}),
    });
  } catch (err) {
    deps.onError?.(err, mailId);
    await deps.db.query('update outbox set error = $2 where mail_id = $1', [
      mailId,
      String((err as Error)?.message ?? err).slice(0, 500),
    ]);
    throw err;
  }
  // Delivered: the stored copy loses its secrets (codes and links live on only in the recipient's mailbox).
  await deps.db.query(
    `update outbox set sent_at = $2, error = null, body = coalesce(delivered_body, body), delivered_body = null
     where mail_id = $1`,
    [mailId, deps.clock()],
  );
}
