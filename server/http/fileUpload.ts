import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { ApiError } from './envelope';

/*
 * Multipart uploads (a document, a support ticket's screenshot, a webcam photo): one file after a few short text
 * fields. The fields come first, so they are checked before the file's bytes are read, and every limit is the
 * route's own: anything larger than its form is refused before it is read whole.
 */

export type UploadLimits = NonNullable<FastifyMultipartBaseOptions['limits']>;

/** A POST route that alone parses multipart (its own plugin scope), with its form's limits. */
export function postUpload(
  app: FastifyInstance,
  path: string,
  limits: UploadLimits,
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.register(async (scope) => {
    // A file over `fileSize` is an error (answered as the route's tooLarge), not a file silently cut.
    await scope.register(multipart, { limits, throwFileSizeLimit: true });
    scope.post(path, handler);
  });
}

/** A refusal of the form: 400 VALIDATION in the route's words. */
export const formRefusal = (message: string) => new ApiError(400, message, failureCodes.validation);

/** A route's form: its file part, how its fields are read, and its refusals' words. */
export interface UploadForm<Fields> {
  fileField: string;
  /**
   * Reads the fields sent before the file (a throw refuses the form before the file's bytes are read): parsed with the
   * contract's schema, and whatever else must hold first (the student's own course).
   */
  fieldsBeforeFile: (raw: Record<string, string>) => Fields | Promise<Fields>;
  refusals: {
    notMultipart: string;
    /** A part after the file: it would be left out of the checks already made. */
    fieldsFirst: string;
    /** A file part of another name. */
    unknownFile: string;
    /** A field value or name cut at the limits. */
    fieldTooLong: (fieldName: string) => string;
    /** Busboy's errors: no boundary, a cut or garbled body. */
    unreadable: string;
  };
  /** The file is larger than the route's `fileSize` (413, in the contract's words). */
  tooLarge: () => ApiError;
}

/** The form as read: every text field as sent, and the file with the fields read before it (null without a file). */
export interface ReadUpload<Fields> {
  raw: Record<string, string>;
  file: { fields: Fields; bytes: Buffer; filename: string | undefined } | null;
}

/** The multipart parser's own refusals (limits, a closed request) carry their 4xx status; Busboy's do not. */
const hasStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';

/**
 * Reads the form: the fields, then the one file, read whole (at most the size limit). Only the parser's steps are read
 * as malformed input; the refusals of `fieldsBeforeFile` pass as they are.
 */
export async function readUpload<Fields>(req: FastifyRequest, form: UploadForm<Fields>): Promise<ReadUpload<Fields>> {
  const { refusals } = form;
  // Busboy's errors are the client's: 400, not 500.
  const unreadable = (error: unknown): never => {
    if (error instanceof ApiError || hasStatus(error)) throw error;
    throw formRefusal(refusals.unreadable);
  };
  if (!req.isMultipart()) throw formRefusal(refusals.notMultipart);
  const raw: Record<string, string> = {};
  let file: ReadUpload<Fields>['file'] = null;
  const parts = req.parts();
  for (let next = await parts.next().catch(unreadable); !next.done; next = await parts.next().catch(unreadable)) {
    const part = next.value;
    if (file) throw formRefusal(refusals.fieldsFirst);
    if (part.type === 'field') {
      // A cut value could still pass the schema (fewer characters than bytes): refused as too long instead.
      if (part.valueTruncated || part.fieldnameTruncated) throw formRefusal(refusals.fieldTooLong(part.fieldname));
      raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== form.fileField) throw formRefusal(refusals.unknownFile);
    const fields = await form.fieldsBeforeFile(raw);
    const bytes = await part.toBuffer().catch((error: unknown) => {
      // Cut at `fileSize`: the plugin's error, answered in the contract's words.
      if (error instanceof req.server.multipartErrors.RequestFileTooLargeError) throw form.tooLarge();
      return unreadable(error);
    });
    file = { fields, bytes, filename: part.filename };
  }
  return { raw, file };
}
