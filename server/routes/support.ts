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
import { requireStudentSession } from '../auth/sessions';
import { attemptLimits, giveBackAttempt, limitKeys, rateLimited, takeAttempt } from '../auth/throttle';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { formRefusal, postUpload, readUpload, type UploadForm } from '../http/fileUpload';
import { footprintOf } from '../http/footprint';
import { maxScreenshotBytes, prepareScreenshot, ScreenshotRejected } from '../support/screenshots';
import { mailTicket } from '../support/ticketMails';
import { listTickets, type TicketStudent, writeTicket } from '../support/tickets';

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

const ticketForm: UploadForm<SupportTicketFields> = {
  fileField: supportScreenshotField,
  fieldsBeforeFile: (raw) => parseWith(supportTicketFieldsSchema, raw, 'body'),
  refusals: formMessages,
  tooLarge: () => new ApiError(413, supportMessages.tooLarge, failureCodes.validation),
};

/**
 * Reads the form: the fields (which come first, so they are checked before the screenshot's bytes are read), then the
 * optional screenshot. An empty file part (a form's file input left empty) is no screenshot.
 */
async function readTicket(req: FastifyRequest) {
  const { raw, file } = await readUpload(req, ticketForm);
  const screenshot = file && file.bytes.length > 0 ? file.bytes : null;
  return { fields: file?.fields ?? parseWith(supportTicketFieldsSchema, raw, 'body'), screenshot };
}

/** The re-encoded PNG, or 400 with the contract's words for why the upload is not a screenshot we take. */
async function preparedPng(upload: Buffer | null) {
  if (!upload) return null;
  try {
    return (await prepareScreenshot(upload)).png;
  } catch (error) {
    if (error instanceof ScreenshotRejected) throw formRefusal(supportMessages[error.reason]);
    throw error;
  }
}

/** 02 §7 support ticket: the student writes one (multipart, optionally with a screenshot) and lists their own. */
export function registerSupportRoutes(app: FastifyInstance, ctx: Ctx) {
  // Multipart is parsed on this route only, with the ticket's limits.
  postUpload(app, apiPaths.supportTicket, uploadLimits, async (req, reply) => {
    // A parent pays for the course; writing to support in the student's name is the student's own.
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const now = ctx.clock();
    const key = limitKeys.supportTicket(session.studentId);
    // Counted before the form is read (parallel requests cannot pass the limit), given back when no ticket results.
    const attempt = await takeAttempt(ctx.db, attemptLimits.supportTicket, key, now);
    if (!attempt.allowed) throw rateLimited(reply, attempt.retryAfterMs, attemptLimitNames.attempts);
    let stored: { ticket: SupportTicket; student: TicketStudent; png: Buffer | null };
    try {
      const { fields, screenshot } = await readTicket(req);
      const png = await preparedPng(screenshot);
      const written = await writeTicket(ctx.db, {
        studentId: session.studentId,
        topic: fields.topic,
        message: fields.message,
        screenshot: png,
        footprint: footprintOf(req),
        now,
      });
      stored = { ...written, png };
    } catch (error) {
      // The refusal (or the database's error) is the answer; a give-back that fails only costs one count.
      await giveBackAttempt(ctx.db, key).catch(() => undefined);
      throw error;
    }
    await mailTicket(ctx, req.log, stored.ticket, stored.student, stored.png);
    return ok(supportMessages.created, stored.ticket satisfies SupportTicket);
  });

  app.get(apiPaths.supportTicket, async (req) => {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const list: SupportTicketList = { tickets: await listTickets(ctx.db, session.studentId) };
    return ok(supportMessages.list, list);
  });
}
