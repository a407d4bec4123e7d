import type { FastifyInstance } from 'fastify';

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
import { ApiError, ok, parseWith } from '../http/envelope';
import { formRefusal, postUpload, readUpload, type UploadForm } from '../http/fileUpload';
import { footprintOf } from '../http/footprint';
import { requireOperator } from '../http/operator';
import { answerServiceUnavailable } from '../http/serviceUnavailable';
import { FaceAnalysisBusy } from '../identity/face/facePool';
import { maxUploadBytes, PhotoRejected, preparePhoto } from '../identity/face/photos';
import { reportCameraFootprint, submitWebcamPhoto } from '../identity/studentChecks';
import { decideIdentityPhoto } from '../identity/supportDecisions';
import { identityPhotoJpeg, identityPhotoList, photoExpected, webcamMessages } from '../identity/webcam/webcamService';

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

/**
 * The photo's form: the fields, then the photo. The student's own course is checked before the photo's bytes are
 * read, so another student's course is refused without taking a photo in.
 */
const photoForm = (ctx: Ctx, studentId: number): UploadForm<{ body: WebcamPhotoFields; course: StudentCourse }> => ({
  fileField: webcamPhotoField,
  fieldsBeforeFile: async (raw) => {
    if (raw.studentCourseId === undefined) throw formRefusal(webcamMessages.fieldsFirst);
    const body = parseWith(webcamPhotoFieldsSchema, raw, 'body');
    return { body, course: await loadStudentCourse(ctx.db, body.studentCourseId, studentId) };
  },
  refusals: {
    notMultipart: webcamMessages.noPhoto,
    fieldsFirst: webcamMessages.fieldsFirst,
    unknownFile: webcamMessages.noPhoto,
    fieldTooLong: () => webcamMessages.fieldTooLong,
    unreadable: webcamMessages.unreadable,
  },
  tooLarge: () => refuse(webcamPhotoRefusals.tooLarge, 413),
});

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
  // Multipart is parsed on this route only, with the photo's limits.
  postUpload(app, apiPaths.facialRecognition, uploadLimits, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { file } = await readUpload(req, photoForm(ctx, session.studentId));
    if (!file) throw refuse(webcamMessages.noPhoto);
    const { body, course } = file.fields;
    const jpeg = await preparedJpeg(file.bytes);
    // Nothing due here: no face analysis spent on it (the service asks again in its transaction).
    if (!(await photoExpected(ctx.db, course, body.chapterNumber, ctx.clock())))
      return ok(webcamPhotoNotDueMessage, { outcome: 'notDue' } satisfies WebcamPhotoResult);
    // The analysis (~150 ms of a core) runs before the transaction, which then stays short.
    const analysis = await analysedUnlessBusy(ctx, jpeg);
    // Nothing is recorded: the app says the service is busy for a moment and the student sends the photo again.
    if (!analysis) return answerServiceUnavailable(reply, busyRetryAfterSeconds);
    const photo = { jpeg, analysis };
    const result = await submitWebcamPhoto(ctx.db, session.studentId, body, photo, footprintOf(req), ctx.clock());
    return ok(resultMessages[result.outcome], result);
  });

  app.post(apiPaths.footprint, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(footprintRequestSchema, req.body, 'body');
    const result = await reportCameraFootprint(ctx.db, session.studentId, body, footprintOf(req), ctx.clock());
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
    const photo = await decideIdentityPhoto(ctx.db, params.photoId, body, ctx.clock());
    return ok(webcamMessages.decided, photo);
  });
}
