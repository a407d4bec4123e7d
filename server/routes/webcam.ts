import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { identityVerifiedMessage } from '../../contracts/identityChecks';
import * as apiPaths from '../../contracts/paths';
import {
  footprintRequestSchema,
  identityPhotoListQuerySchema,
  identityPhotoParamsSchema,
  photoDecisionRequestSchema,
  webcamPhotoField,
  type WebcamPhotoFields,
  webcamPhotoFieldsSchema,
  webcamPhotoNotDueMessage,
  webcamPhotoRefusals,
  type WebcamPhotoResult,
} from '../../contracts/webcam';
import { requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { loadStudentCourse, type StudentCourse } from '../courseTaking/studentCourse';
import { serviceUnavailableMessage } from '../db/unavailable';
import { ApiError, ok, parseWith } from '../http/envelope';
import { footprintOf } from '../http/footprint';
import { requireOperator } from '../http/operator';
import { FaceAnalysisBusy } from '../identity/face/facePool';
import { maxUploadBytes, PhotoRejected, preparePhoto } from '../identity/face/photos';
import {
  decidePhoto,
  identityPhotoJpeg,
  identityPhotoList,
  photoExpected,
  recordFootprint,
  takePhoto,
  webcamMessages,
} from '../identity/webcam/webcamService';

/**
 * The upload's limits: one file of at most the photo's size limit, and the contract's two short fields (two more
 * allowed so a browser adding its own stays answered with a clear refusal, not a parser error). Anything larger is
 * not a webcam still and is refused before it is read whole.
 */
const uploadLimits = {
  files: 1,
  fileSize: maxUploadBytes,
  fields: 4,
  /** An id or a chapter number: ten digits at most; a longer value is not ours. */
  fieldSize: 32,
  /** The longest field name is `studentCourseId`. */
  fieldNameSize: 32,
  /** The fields and the file. */
  parts: 5,
  /** A part's headers: its disposition and type, with room for a transfer encoding. */
  headerPairs: 8,
};

const resultMessages: Record<WebcamPhotoResult['outcome'], string> = {
  enrolled: webcamMessages.enrolled,
  matched: identityVerifiedMessage,
  review: webcamMessages.review,
  retake: webcamMessages.retake,
  notDue: webcamPhotoNotDueMessage,
};

const refuse = (message: string, status = 400) => new ApiError(status, message, failureCodes.validation);

interface Upload {
  body: WebcamPhotoFields;
  course: StudentCourse;
  upload: Buffer;
}

/** The multipart parser's own refusals (limits, a closed request) carry their 4xx status; Busboy's do not. */
const hasStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';

/** Busboy's errors (no boundary, a cut or garbled body) are the client's: 400, not 500. */
const unreadable = (error: unknown): never => {
  if (error instanceof ApiError || hasStatus(error)) throw error;
  throw refuse(webcamMessages.unreadable);
};

/**
 * Reads the upload: the fields (which come first), then the photo. The student's own course is checked before the
 * photo's bytes are read, so another student's course is refused without taking a photo in.
 */
async function readUpload(ctx: Ctx, req: FastifyRequest, studentId: number): Promise<Upload> {
  if (!req.isMultipart()) throw refuse(webcamMessages.noPhoto);
  const fields: Record<string, string> = {};
  let found: Upload | null = null;
  const parts = req.parts();
  // Only the parser's steps are read as malformed input; the course's own errors pass as they are.
  for (let next = await parts.next().catch(unreadable); !next.done; next = await parts.next().catch(unreadable)) {
    const part = next.value;
    // A field after the photo would have been left out of the checks already made: the fields come first.
    if (found) throw refuse(webcamMessages.fieldsFirst);
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw refuse(webcamMessages.fieldTooLong);
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== webcamPhotoField) throw refuse(webcamMessages.noPhoto);
    if (fields.studentCourseId === undefined) throw refuse(webcamMessages.fieldsFirst);
    const body = parseWith(webcamPhotoFieldsSchema, fields, 'body');
    const course = await loadStudentCourse(ctx.db, body.studentCourseId, studentId);
    const upload = await part.toBuffer().catch((error: unknown) => {
      // Cut at `fileSize`: the plugin's error, answered in the contract's words.
      if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
        throw refuse(webcamPhotoRefusals.tooLarge, 413);
      return unreadable(error);
    });
    found = { body, course, upload };
  }
  if (!found) throw refuse(webcamMessages.noPhoto);
  return found;
}

/** The re-encoded JPEG, or 400 with the contract's words for why the upload is not a photo we take. */
async function preparedJpeg(upload: Buffer) {
  try {
    return (await preparePhoto(upload)).jpeg;
  } catch (error) {
    if (error instanceof PhotoRejected) throw refuse(webcamPhotoRefusals[error.reason]);
    throw error;
  }
}

/** Seconds a photo refused for a full analysis queue should wait before it is sent again. */
const busyRetryAfterSeconds = 5;

/** The face analysis, or undefined when every worker is busy and the queue is full. */
async function analysedUnlessBusy(ctx: Ctx, jpeg: Buffer) {
  try {
    return await ctx.faceAnalyser.analyse(jpeg);
  } catch (error) {
    if (error instanceof FaceAnalysisBusy) return undefined;
    throw error;
  }
}

/** The webcam photo check (02 §7 facial recognition, footprint) and support's review of its photos. */
export function registerWebcamRoutes(app: FastifyInstance, ctx: Ctx) {
  // Multipart is parsed on this route only (its own plugin scope), with the photo's limits.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });

    scope.post(apiPaths.facialRecognition, async (req, reply) => {
      const session = await requireSession(ctx.db, req, ctx.clock);
      const { body, course, upload } = await readUpload(ctx, req, session.studentId);
      const jpeg = await preparedJpeg(upload);
      // Nothing due here: no face analysis spent on it (the service asks again in its transaction).
      if (!(await photoExpected(ctx.db, course, body.chapterNumber, ctx.clock())))
        return ok(webcamPhotoNotDueMessage, { outcome: 'notDue' } satisfies WebcamPhotoResult);
      // The analysis (~150 ms of a core) runs before the transaction, which then stays short.
      const analysis = await analysedUnlessBusy(ctx, jpeg);
      // Nothing is recorded: the app says the service is busy for a moment and the student sends the photo again.
      if (!analysis)
        return reply
          .code(503)
          .header('retry-after', String(busyRetryAfterSeconds))
          .send(new ApiError(503, serviceUnavailableMessage, failureCodes.serviceUnavailable).toBody());
      const result = await ctx.db.transaction(async (tx) => {
        const locked = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
        return takePhoto(tx, locked, body.chapterNumber, { jpeg, analysis }, footprintOf(req), ctx.clock());
      });
      return ok(resultMessages[result.outcome], result);
    });
  });

  app.post(apiPaths.footprint, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(footprintRequestSchema, req.body, 'body');
    const result = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return recordFootprint(tx, course, body.kind, body.chapterNumber, footprintOf(req), ctx.clock());
    });
    return ok(webcamMessages.footprint, result);
  });

  app.get(apiPaths.identityPhotos, async (req) => {
    requireOperator(ctx, req);
    const query = parseWith(identityPhotoListQuerySchema, req.query, 'query');
    const photos = await identityPhotoList(ctx.db, query.status ?? 'review');
    return ok(webcamMessages.list, { photos });
  });

  // Photos are only ever served to operators: never to the student, nor to anyone else, and never cached; like every
  // upload, a download, never opened in this site's origin.
  app.get(`${apiPaths.identityPhotos}/:photoId`, async (req, reply) => {
    requireOperator(ctx, req);
    const params = parseWith(identityPhotoParamsSchema, req.params, 'params');
    const jpeg = await identityPhotoJpeg(ctx.db, params.photoId);
    return reply
      .type('image/jpeg')
      .headers({
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="identity-photo-${params.photoId}.jpg"`,
        'x-content-type-options': 'nosniff',
      })
      .send(jpeg);
  });

  app.post(`${apiPaths.identityPhotos}/:photoId/decision`, async (req) => {
    requireOperator(ctx, req);
    const params = parseWith(identityPhotoParamsSchema, req.params, 'params');
    const body = parseWith(photoDecisionRequestSchema, req.body, 'body');
    const photo = await ctx.db.transaction((tx) => decidePhoto(tx, params.photoId, body, ctx.clock()));
    return ok(webcamMessages.decided, photo);
  });
}
