import type { SupportTicket } from '../../contracts/support';
import type { Ctx } from '../context';
import { storedLanguage } from '../i18n/serverText';
import type { MailAttachment } from '../mail/outbox';
import { mails } from '../mail/templates';
import { screenshotContentType } from './screenshots';
import type { TicketStudent } from './tickets';

/** Where a mail that cannot be stored is logged (the request's logger). */
type ErrorLog = { error: (o: object, m: string) => void };

/**
 * 02 §7 support ticket: mails support the ticket (the screenshot attached) and the student its number. Called after
 * the commit: a mail that cannot be stored is logged, and the answer stays the stored ticket (support still finds it
 * in the table).
 */
export async function mailTicket(
  ctx: Ctx,
  log: ErrorLog,
  ticket: SupportTicket,
  student: TicketStudent,
  png: Buffer | null,
) {
  const filename = `${ticket.ticketNumber}.png`;
  const attachments: MailAttachment[] = png ? [{ filename, contentType: screenshotContentType, content: png }] : [];
  const toSupport = mails.supportTicketToSupport({
    ticketNumber: ticket.ticketNumber,
    topic: ticket.topic,
    message: ticket.message,
    studentName: student.name,
    studentEmail: student.email,
    screenshot: png ? filename : null,
  });
  const received = mails.supportTicketReceived(storedLanguage(student.language), ticket.ticketNumber);
  const sends = [
    ['support', () => ctx.outbox.send(ctx.config.supportEmail, { ...toSupport, attachments })],
    ['student', () => ctx.outbox.send(student.email, received)],
  ] as const;
  for (const [to, send] of sends) {
    await send().catch((err: unknown) =>
      log.error({ err, ticketNumber: ticket.ticketNumber, to }, 'support ticket mail could not be sent'),
    );
  }
}
