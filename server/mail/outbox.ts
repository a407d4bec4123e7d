import type { Clock } from '../clock';
import type { Db } from '../db/types';
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
   * Records the mail in the outbox table (call after the surrounding transaction committed); with a transport it is
   * delivered in the background, and once delivered the stored body keeps no secret. Undelivered mail keeps its
   * secrets (the dev mailbox of the demonstration, which delivers nothing, shows them) until the clean-up's limit.
   */
  send(to: string, mail: OutgoingMail): Promise<number>;
  /** Waits for background deliveries started so far (tests, shutdown). */
  flush(): Promise<void>;
}

export function createOutbox(opts: {
  db: Db;
  clock: Clock;
  from: string;
  transport?: MailTransport;
  onError?: (err: unknown, mailId: number) => void;
}): Outbox {
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, to: string, { subject, body, attachments }: OutgoingMail) {
    try {
      await opts.transport!.sendMail({
        from: opts.from,
        to,
        subject,
        text: body,
        ...(attachments?.length ? { attachments } : {}),
      });
      // Delivered: the stored copy loses its secrets (codes and links live on only in the recipient's mailbox).
      await opts.db.query(
        `update outbox set sent_at = $2, error = null, body = coalesce(delivered_body, body), delivered_body = null
         where mail_id = $1`,
        [id, opts.clock()],
      );
    } catch (err) {
      opts.onError?.(err, id);
      await opts.db
        .query('update outbox set error = $2 where mail_id = $1', [
          id,
          String((err as Error)?.message ?? err).slice(0, 500),
        ])
        .catch(() => undefined);
    }
  }

  return {
    async send(to, mail) {
      const { subject, body, attachments } = mail;
      const stored = attachments?.length
        ? JSON.stringify(
            attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              base64: a.content.toString('base64'),
            })),
          )
        : null;
      const [row] = await opts.db.query<{ mail_id: number }>(
        `insert into outbox (to_address, subject, body, delivered_body, created_at, attachments)
         values ($1, $2, $3, $4, $5, $6) returning mail_id`,
        [to, subject, body, bodyOnceDelivered(body, mail.secrets), opts.clock(), stored],
      );
      if (opts.transport) {
        const p = Promise.resolve().then(() => deliver(row.mail_id, to, mail));
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      return row.mail_id;
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
