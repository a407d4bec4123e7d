import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import {
  supportLimits,
  supportMessages,
  supportScreenshotField,
  type SupportTicket,
  type SupportTicketFields,
  supportTicketFieldsSchema,
  type SupportTicketList,
} from '../../contracts/support';
import { accessDeniedMessage, requireSession } from '../auth/sessions';
import { attemptLimits, giveBackAttempt, limitKeys, rateLimited, takeAttempt } from '../auth/throttle';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { footprintOf } from '../http/footprint';
import { storedLanguage } from '../i18n/serverText';
import type { MailAttachment } from '../mail/outbox';
import { mails } from '../mail/templates';
import {
  maxScreenshotBytes,
  prepareScreenshot,
  screenshotContentType,
  ScreenshotRejected,
} from '../support/screenshots';
import { createTicket, listTickets, type TicketStudent, ticketStudentOf } from '../support/tickets';

/** UTF-8 takes at most 4 bytes per character: the longest message the contract allows always fits. */
const maxUtf8BytesPerChar = 4;

/**
 * The upload's limits: one screenshot of at most its size limit, and the contract's two text fields (one more allowed
 * so a browser adding its own stays answered by the schema, not by a parser error). Anything larger is not a ticket
 * and is refused before it is read whole.
 */
const uploadLimits = {
  files: 1,
  fileSize: maxScreenshotBytes,
  fields: 3,
  fieldSize: supportLimits.messageMax * maxUtf8BytesPerChar,
  /** The longest field name is `screenshot`. */
  fieldNameSize: 32,
  /** The fields and the file. */
  parts: 4,
  /** A part's headers: its disposition and type, with room for a transfer encoding. */
  headerPairs: 8,
};

/** Refusals of the form itself (the contract words only the screenshot's). */
const formMessages = {
  notMultipart: 'Send the support ticket as multipart/form-data.',
  fieldsFirst: 'Send the topic and the message before the screenshot.',
  unknownFile: `The only file a support ticket takes is "${supportScreenshotField}".`,
  fieldTooLong: (name: string) => `Invalid body: ${name}: too long.`,
  unreadable: 'The form could not be read. Please send it again.',
} as const;

const refuse = (message: string, status = 400) => new ApiError(status, message, failureCodes.validation);

/** The multipart parser's own refusals (limits, a closed request) carry their 4xx status; Busboy's do not. */
const hasStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';

/** Busboy's errors (no boundary, a cut or garbled body) are the client's: 400, not 500. */
const unreadable = (error: unknown): never => {
  if (error instanceof ApiError || hasStatus(error)) throw error;
  throw refuse(formMessages.unreadable);
};

interface Upload {
  fields: SupportTicketFields;
  /** The screenshot's bytes as sent, or null without one. */
  screenshot: Buffer | null;
}

/**
 * Reads the form: the fields (which come first, so they are checked before the screenshot's bytes are read), then the
 * optional screenshot. An empty file part (a form's file input left empty) is no screenshot.
 */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw refuse(formMessages.notMultipart);
  const raw: Record<string, string> = {};
  let fields: SupportTicketFields | null = null;
  let screenshot: Buffer | null = null;
  let fileSeen = false;
  const parts = req.parts();
  for (let next = await parts.next().catch(unreadable); !next.done; next = await parts.next().catch(unreadable)) {
    const part = next.value;
    // A field after the screenshot would have been left out of the checks already made.
    if (fileSeen) throw refuse(formMessages.fieldsFirst);
    if (part.type === 'field') {
      // A cut message could still pass the schema (fewer characters than bytes): refused as too long instead.
      if (part.valueTruncated || part.fieldnameTruncated) throw refuse(formMessages.fieldTooLong(part.fieldname));
      raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== supportScreenshotField) throw refuse(formMessages.unknownFile);
    fields = parseWith(supportTicketFieldsSchema, raw, 'body');
    fileSeen = true;
    const bytes = await part.toBuffer().catch((error: unknown) => {
      // Cut at `fileSize`: the plugin's error, answered in the contract's words.
      if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
        throw refuse(supportMessages.tooLarge, 413);
      return unreadable(error);
    });
    screenshot = bytes.length > 0 ? bytes : null;
  }
  return { fields: fields ?? parseWith(supportTicketFieldsSchema, raw, 'body'), screenshot };
}

/** The re-encoded PNG, or 400 with the contract's words for why the upload is not a screenshot we take. */
async function preparedPng(upload: Buffer | null) {
  if (!upload) return null;
  try {
    return (await prepareScreenshot(upload)).png;
  } catch (error) {
    if (error instanceof ScreenshotRejected) throw refuse(supportMessages[error.reason]);
    throw error;
  }
}

/**
 * Mails support the ticket (the screenshot attached) and the student its number. Called after the commit: a mail
 * that cannot be stored is logged, and the answer stays the stored ticket (support still finds it in the table).
 */
async function mailTicket(
  ctx: Ctx,
  req: FastifyRequest,
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
      req.log.error({ err, ticketNumber: ticket.ticketNumber, to }, 'support ticket mail could not be sent'),
    );
  }
}

/** 02 §7 support ticket: the student writes one (multipart, optionally with a screenshot) and lists their own. */
export function registerSupportRoutes(app: FastifyInstance, ctx: Ctx) {
  // Multipart is parsed on this route only (its own plugin scope), with the ticket's limits.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });

    scope.post(apiPaths.supportTicket, async (req, reply) => {
      const session = await requireSession(ctx.db, req, ctx.clock);
      // A parent pays for the course; writing to support in the student's name is the student's own.
      if (session.viaParentToken) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
      const now = ctx.clock();
      const key = limitKeys.supportTicket(session.studentId);
      // Counted before the form is read (parallel requests cannot pass the limit), given back when no ticket results.
      const attempt = await takeAttempt(ctx.db, attemptLimits.supportTicket, key, now);
      if (!attempt.allowed) throw rateLimited(reply, attempt.retryAfterMs, attemptLimitNames.attempts);
      let stored: { ticket: SupportTicket; student: TicketStudent; png: Buffer | null };
      try {
        const { fields, screenshot } = await readUpload(req);
        const png = await preparedPng(screenshot);
        stored = await ctx.db.transaction(async (tx) => {
          const ticket = await createTicket(tx, {
            studentId: session.studentId,
            topic: fields.topic,
            message: fields.message,
            screenshot: png,
            footprint: footprintOf(req),
            now,
          });
          return { ticket, student: await ticketStudentOf(tx, session.studentId), png };
        });
      } catch (error) {
        // The refusal (or the database's error) is the answer; a give-back that fails only costs one count.
        await giveBackAttempt(ctx.db, key).catch(() => undefined);
        throw error;
      }
      await mailTicket(ctx, req, stored.ticket, stored.student, stored.png);
      return ok(supportMessages.created, stored.ticket satisfies SupportTicket);
    });
  });

  app.get(apiPaths.supportTicket, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    if (session.viaParentToken) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const list: SupportTicketList = { tickets: await listTickets(ctx.db, session.studentId) };
    return ok(supportMessages.list, list);
  });
}
