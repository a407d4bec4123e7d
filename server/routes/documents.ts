import type { FastifyInstance, FastifyRequest } from 'fastify';

import { admissionDocumentTypes } from '../../contracts/courseRules';
import {
  type DocumentCatalog,
  documentCourseQuerySchema,
  documentDecisionRequestSchema,
  documentFailureCodes,
  documentFileField,
  documentLimits,
  documentMessages,
  documentParamsSchema,
  documentTypeLabels,
  type DocumentUploadFields,
  documentUploadFieldsSchema,
  documentUploadTypes,
} from '../../contracts/documents';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { decideFiledDocument, mailDocumentDecision } from '../admission/documentDecision';
import { displayName, DocumentRejected, prepareDocument } from '../admission/documentFiles';
import { fileStudentDocument, requireDocumentWanted } from '../admission/documentFiling';
import { documentContentFor, documentCourseOf, documentRangeOf, filedDocuments } from '../admission/documents';
import { requireStudentSession } from '../auth/sessions';
import { attemptLimits, giveBackAttempt, limitKeys, rateLimited, takeAttempt } from '../auth/throttle';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { postUpload, readUpload, type UploadForm } from '../http/fileUpload';
import { requireOperator } from '../http/operator';

/**
 * The save's limits: one file of at most the document size, the two short text fields (two more allowed so a
 * browser adding its own is answered by the schema, not by a parser error). Anything larger is refused before it is
 * read whole.
 */
const uploadLimits = {
  files: 1,
  fileSize: documentLimits.maxBytes,
  fields: 4,
  /** An id or a document type: short; a longer value is not ours. */
  fieldSize: 32,
  /** The longest field name is `studentCourseId`. */
  fieldNameSize: 32,
  /** The fields and the file. */
  parts: 5,
  /** A part's headers: its disposition and type, with room for a transfer encoding. */
  headerPairs: 8,
};

const formMessages = {
  notMultipart: 'Send the document as multipart/form-data.',
  fieldsFirst: 'Send the course and the document type before the file.',
  unknownFile: `The only file a document takes is "${documentFileField}".`,
  noFile: 'Choose a file to send.',
  fieldTooLong: (name: string) => `Invalid body: ${name}: too long.`,
  unreadable: 'The form could not be read. Please send it again.',
} as const;

const refuse = (message: string, status = 400, code: string = failureCodes.validation) =>
  new ApiError(status, message, code);
const tooLarge = () => refuse(documentMessages.tooLarge, 413, documentFailureCodes.tooLarge);

const documentForm: UploadForm<DocumentUploadFields> = {
  fileField: documentFileField,
  fieldsBeforeFile: (raw) => parseWith(documentUploadFieldsSchema, raw, 'body'),
  refusals: formMessages,
  tooLarge,
};

/**
 * Reads the form: the fields first (checked before the file's bytes are read), then the file. The file is read whole
 * (at most the size limit) because its type is known only from its bytes.
 */
async function readDocument(req: FastifyRequest) {
  const { raw, file } = await readUpload(req, documentForm);
  if (!file) {
    parseWith(documentUploadFieldsSchema, raw, 'body');
    throw refuse(formMessages.noFile);
  }
  if (file.bytes.length === 0) throw refuse(formMessages.noFile);
  return file;
}

async function prepared(bytes: Buffer) {
  try {
    return await prepareDocument(bytes);
  } catch (error) {
    if (!(error instanceof DocumentRejected)) throw error;
    if (error.reason === 'tooLarge') throw tooLarge();
    throw refuse(documentMessages.format, 400, documentFailureCodes.format);
  }
}

/**
 * A stored file's headers: its own type, never sniffed, never cached by anyone in between, and always a download: a
 * student's PDF opened inline would run in this site's origin for the operator who reviews it (a PDF viewer's
 * scripts, forms and links), so the browser saves it instead.
 */
const contentHeaders = (contentType: string, filename: string) => ({
  'content-type': contentType,
  'content-disposition': `attachment; filename="${filename.replace(/["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/**
 * 02 §2 file-documents and documents, §7 Documents; and support's decision behind the admin key. The student's own
 * session files and reads documents: a parent paying through a link does not.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.documentCatalog, async (req) => {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const query = parseWith(documentCourseQuerySchema, req.query, 'query');
    const course = await documentCourseOf(ctx.db, session.studentId, query.studentCourseId);
    const catalog: DocumentCatalog = {
      studentCourseId: course.studentCourseId,
      courseName: course.courseName,
      documents: admissionDocumentTypes
        .filter((type) => course.required.includes(type))
        .map((documentType) => ({ documentType, label: documentTypeLabels[documentType] })),
      acceptedTypes: [...documentUploadTypes],
      maxBytes: documentLimits.maxBytes,
    };
    return ok(documentMessages.catalog, catalog);
  });

  app.get(apiPaths.documentRange, async (req) => {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const query = parseWith(documentCourseQuerySchema, req.query, 'query');
    const course = await documentCourseOf(ctx.db, session.studentId, query.studentCourseId);
    return ok(documentMessages.range, await documentRangeOf(ctx.db, course));
  });

  // Multipart is parsed on this route only, with the document's limits.
  postUpload(app, apiPaths.studentDocument, uploadLimits, async (req, reply) => {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const now = ctx.clock();
    const key = limitKeys.documentUpload(session.studentId);
    // Counted before the form is read (parallel requests cannot pass the limit), given back when nothing is filed.
    const attempt = await takeAttempt(ctx.db, attemptLimits.documentUpload, key, now);
    if (!attempt.allowed) throw rateLimited(reply, attempt.retryAfterMs, attemptLimitNames.attempts);
    try {
      const { fields, bytes, filename } = await readDocument(req);
      await requireDocumentWanted(ctx.db, session.studentId, fields);
      const document = await prepared(bytes);
      const filing = {
        ...fields,
        content: document.content,
        contentType: document.contentType,
        originalName: displayName(filename, fields.documentType),
      };
      return ok(documentMessages.filed, await fileStudentDocument(ctx.db, session.studentId, filing, now));
    } catch (error) {
      await giveBackAttempt(ctx.db, key).catch(() => undefined);
      throw error;
    }
  });

  app.get(`${apiPaths.studentDocument}/:documentId`, async (req, reply) => {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const { documentId } = parseWith(documentParamsSchema, req.params, 'params');
    const file = await documentContentFor(ctx.db, documentId, session.studentId);
    return reply.headers(contentHeaders(file.contentType, file.originalName)).send(file.content);
  });

  app.get(apiPaths.adminDocuments, async (req) => {
    requireOperator(ctx, req);
    return ok(documentMessages.range, { documents: await filedDocuments(ctx.db) });
  });

  app.get(`${apiPaths.adminDocuments}/:documentId`, async (req, reply) => {
    requireOperator(ctx, req);
    const { documentId } = parseWith(documentParamsSchema, req.params, 'params');
    const file = await documentContentFor(ctx.db, documentId, null);
    return reply.headers(contentHeaders(file.contentType, file.originalName)).send(file.content);
  });

  app.post(`${apiPaths.adminDocuments}/:documentId/decision`, async (req) => {
    requireOperator(ctx, req);
    const { documentId } = parseWith(documentParamsSchema, req.params, 'params');
    const body = parseWith(documentDecisionRequestSchema, req.body, 'body');
    const decided = await decideFiledDocument(ctx.db, documentId, body, ctx.clock());
    // After the commit: the decision stands even if the mail cannot be stored (it is logged).
    await mailDocumentDecision(ctx.outbox, decided, body.outcome).catch((err: unknown) =>
      req.log.error({ err, documentId }, 'document decision mail could not be sent'),
    );
    return ok(documentMessages.decided, decided.document);
  });
}
