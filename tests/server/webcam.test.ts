import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import { headerNames } from '../../contracts/headers';
import { identityVerifiedMessage } from '../../contracts/identityChecks';
import * as apiPaths from '../../contracts/paths';
import {
  footprintResultResponseSchema,
  identityPhotoListResponseSchema,
  photoDecisionResponseSchema,
  webcamPhotoField,
  webcamPhotoNotDueMessage,
  webcamPhotoRefusals,
  webcamPhotoResultResponseSchema,
} from '../../contracts/webcam';
import { missingKeyMessage } from '../../server/app';
import { accessDeniedMessage } from '../../server/auth/sessions';
import { loadStudentCourse } from '../../server/courseTaking/studentCourse';
import { faceMatchThreshold, loadFaceModel } from '../../server/identity/face/faceModel';
import { FaceAnalysisBusy } from '../../server/identity/face/facePool';
import { maxUploadBytes } from '../../server/identity/face/photos';
import { noSuchChapterMessage } from '../../server/identity/points';
import { recordFootprint, webcamMessages } from '../../server/identity/webcam/webcamService';
import { identityDemoCourseId } from '../../server/seed/catalog';
import { astronaut, astronautAgain, coffee, hopper, twoPeople } from './fixtures/faces/photos';
import { expectRefusal, launchChapter, studentInCourse, type TestServer, useTestServer } from './helpers';

const adminKey = 'webcam-test-key';
const t = useTestServer({ config: { adminKey } });
/** The same app without an admin key: the operator routes do not exist there. */
const keyless = useTestServer();
/** An app whose face-analysis workers are all busy with a full queue (server/identity/face/facePool.ts). */
const busy = useTestServer({
  deps: {
    faceAnalyser: {
      analyse: () => Promise.reject(new FaceAnalysisBusy()),
      notReady: () => undefined,
      close: async () => {},
    },
  },
});

const browser = 'WebcamTest/1.0';
/** The model load reads about 9 MB of weights and compiles the WASM. */
const modelLoadTimeoutMs = 60_000;

beforeAll(() => loadFaceModel(), modelLoadTimeoutMs);

const studentWithCourse = (server: TestServer = t) => studentInCourse(server, identityDemoCourseId);
type Student = Awaited<ReturnType<typeof studentWithCourse>>;

const launch = (s: Student, chapterNumber?: number) => launchChapter(t, s.token, s.studentCourseId, chapterNumber);

interface UploadOptions {
  /** A number, or any text the form field may carry. */
  chapterNumber?: number | string;
  filename?: string;
  /** The photo before the fields (the contract asks the fields first). */
  photoFirst?: boolean;
  /** Appended after the photo: a second file, or a field. */
  after?: { name: string; value: string | Blob };
  headers?: Record<string, string>;
  server?: TestServer;
}

/** A multipart upload as the browser sends it (FormData, the fields first), through `app.inject`. */
async function upload(s: Student, photo: Buffer, options: UploadOptions = {}) {
  const form = new FormData();
  const file = () =>
    form.append(
      webcamPhotoField,
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      options.filename ?? 'p.jpg',
    );
  if (options.photoFirst) file();
  form.append('studentCourseId', String(s.studentCourseId));
  if (options.chapterNumber !== undefined) form.append('chapterNumber', String(options.chapterNumber));
  if (!options.photoFirst) file();
  if (options.after) form.append(options.after.name, options.after.value);
  const encoded = new Response(form);
  return (options.server ?? t).call({
    method: 'POST',
    url: apiPaths.facialRecognition,
    token: s.token,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'user-agent': browser, ...options.headers },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function photoResult(s: Student, photo: Buffer, chapterNumber = 1) {
  const res = await upload(s, photo, { chapterNumber });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { result: webcamPhotoResultResponseSchema.parse(res.body).data!, message: res.body.status.message as string };
}

const photosOf = (studentId: number) =>
  t.db.query<{
    identity_photo_id: number;
    status: string;
    face_count: number;
    similarity: number | null;
    has_embedding: boolean;
    ip_address: string;
    user_agent: string;
  }>(
    `select identity_photo_id, status, face_count, similarity, embedding is not null as has_embedding, ip_address, user_agent
     from identity_photos where student_id = $1 order by identity_photo_id`,
    [studentId],
  );

const operator = { 'x-admin-key': adminKey };
const listPhotos = (status?: string) =>
  t.call({ method: 'GET', url: `${apiPaths.identityPhotos}${status ? `?status=${status}` : ''}`, headers: operator });
const decide = (photoId: number, decision: string, note = 'Not the enrolled student.') =>
  t.call({
    method: 'POST',
    url: `${apiPaths.identityPhotos}/${photoId}/decision`,
    headers: operator,
    payload: { decision, note },
  });

describe('webcam photo (02 §2 webcam, §7 facial recognition)', () => {
  it('keeps the first photo with one face as the enrolment photo, then matches the same person', async () => {
    const s = await studentWithCourse();
    expect(await launch(s)).toMatchObject({
      outcome: 'identityCheckDue',
      chapterNumber: 1,
      steps: expect.arrayContaining(['webcamPhoto']),
    });

    expect(await photoResult(s, astronaut)).toEqual({
      result: { outcome: 'enrolled' },
      message: webcamMessages.enrolled,
    });
    // Taken at chapter 1: not asked there again, and nothing is kept.
    expect(await photoResult(s, astronaut)).toEqual({
      result: { outcome: 'notDue' },
      message: webcamPhotoNotDueMessage,
    });
    const launched = await launch(s);
    expect(launched.outcome === 'identityCheckDue' ? launched.steps : []).not.toContain('webcamPhoto');

    // 'everyChapter': chapter 2 asks again, and the same person matches the enrolment photo.
    expect(await photoResult(s, await astronautAgain(), 2)).toEqual({
      result: { outcome: 'matched' },
      message: identityVerifiedMessage,
    });
    const rows = await photosOf(s.studentId);
    expect(rows.map((r) => [r.status, r.face_count, r.has_embedding])).toEqual([
      ['enrolment', 1, true],
      ['matched', 1, true],
    ]);
    expect(rows[0].similarity).toBeNull();
    expect(rows[1].similarity).toBeGreaterThanOrEqual(faceMatchThreshold);
    // Every photo keeps its footprint.
    expect(rows.every((r) => r.user_agent === browser && r.ip_address.length > 0)).toBe(true);
  });

  it('sends another face to review; support sees it, fetches the JPEG without metadata and rejects it', async () => {
    const s = await studentWithCourse();
    expect((await photoResult(s, astronaut)).result).toEqual({ outcome: 'enrolled' });
    const tagged = await sharp(hopper)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'taken at home' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    expect(await photoResult(s, tagged, 2)).toEqual({ result: { outcome: 'review' }, message: webcamMessages.review });
    // The course goes on meanwhile: chapter 2's photo is taken.
    const [, reviewed] = await photosOf(s.studentId);
    expect(reviewed).toMatchObject({ status: 'review', face_count: 1, has_embedding: true });
    expect(reviewed.similarity).toBeLessThan(faceMatchThreshold);

    const list = await listPhotos();
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const queue = identityPhotoListResponseSchema.parse(list.body).data!.photos;
    const item = queue.find((p) => p.photoId === reviewed.identity_photo_id);
    expect(item).toMatchObject({
      studentCourseId: s.studentCourseId,
      studentId: s.studentId,
      faceCount: 1,
      status: 'review',
    });
    expect(item!.similarity).toBeCloseTo(reviewed.similarity!);
    // Newest first.
    expect(queue.map((p) => p.takenAt)).toEqual([...queue.map((p) => p.takenAt)].sort().reverse());

    const jpeg = await t.call({
      method: 'GET',
      url: `${apiPaths.identityPhotos}/${reviewed.identity_photo_id}`,
      headers: operator,
    });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe('private, no-store');
    expect(jpeg.headers['content-disposition']).toBe(
      `attachment; filename="identity-photo-${reviewed.identity_photo_id}.jpg"`,
    );
    expect(jpeg.headers['x-content-type-options']).toBe('nosniff');
    const kept = await sharp(jpeg.rawPayload).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();

    const rejected = await decide(reviewed.identity_photo_id, 'rejected');
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
    expect(photoDecisionResponseSchema.parse(rejected.body).data).toMatchObject({
      photoId: reviewed.identity_photo_id,
      status: 'rejected',
    });
    const [decided] = await t.db.query<{ review_note: string; reviewed_at: Date | null }>(
      'select review_note, reviewed_at from identity_photos where identity_photo_id = $1',
      [reviewed.identity_photo_id],
    );
    expect(decided.review_note).toBe('Not the enrolled student.');
    expect(decided.reviewed_at).not.toBeNull();
    // Locked until support unlocks the course.
    expect(await launch(s)).toEqual({ outcome: 'identityLocked', lockedUntil: null });
    const rejectedList = identityPhotoListResponseSchema.parse((await listPhotos('rejected')).body).data!.photos;
    expect(rejectedList.map((p) => p.photoId)).toContain(reviewed.identity_photo_id);
    expect((await listPhotos()).body.data.photos.map((p: { photoId: number }) => p.photoId)).not.toContain(
      reviewed.identity_photo_id,
    );
    // Decided once.
    expectRefusal(
      await decide(reviewed.identity_photo_id, 'approved'),
      409,
      webcamMessages.notInReview,
      failureCodes.identityCheckClosed,
    );
  });

  it('approves a photo in review without locking the course', async () => {
    const s = await studentWithCourse();
    await photoResult(s, astronaut);
    expect((await photoResult(s, hopper, 2)).result).toEqual({ outcome: 'review' });
    const [, reviewed] = await photosOf(s.studentId);
    const approved = await decide(reviewed.identity_photo_id, 'approved', 'Same person, new glasses.');
    expect(photoDecisionResponseSchema.parse(approved.body).data).toMatchObject({ status: 'approved' });
    expect((await launch(s)).outcome).not.toBe('identityLocked');
    expect((await decide(999_999, 'approved')).statusCode).toBe(404);
    expect((await decide(reviewed.identity_photo_id, 'maybe')).statusCode).toBe(400);
    expect((await decide(reviewed.identity_photo_id, 'approved', 'ok')).statusCode).toBe(400);
  });

  it('asks for another photo without a face, up to the rule’s retakes, then sends it to review', async () => {
    const s = await studentWithCourse();
    expect(await photoResult(s, coffee)).toEqual({
      result: { outcome: 'retake', reason: 'noFace', retakesLeft: 2 },
      message: webcamMessages.retake,
    });
    expect((await photoResult(s, coffee)).result).toEqual({ outcome: 'retake', reason: 'noFace', retakesLeft: 1 });
    expect((await photoResult(s, coffee)).result).toEqual({ outcome: 'review' });
    expect((await photosOf(s.studentId)).map((r) => [r.status, r.face_count, r.has_embedding])).toEqual([
      ['retake', 0, false],
      ['retake', 0, false],
      ['review', 0, false],
    ]);
    // The check passed (support reviews): chapter 1 no longer asks for a photo.
    const launched = await launch(s);
    expect(launched.outcome === 'identityCheckDue' ? launched.steps : []).not.toContain('webcamPhoto');
    // No enrolment photo yet: the next photo with one face is the enrolment photo.
    expect((await photoResult(s, astronaut, 2)).result).toEqual({ outcome: 'enrolled' });
  });

  it('asks for another photo with two people in it', async () => {
    const s = await studentWithCourse();
    expect((await photoResult(s, await twoPeople())).result).toEqual({
      outcome: 'retake',
      reason: 'manyFaces',
      retakesLeft: 2,
    });
    // The open check is resumed where the student is now (chapter 2): the photo there is the enrolment one.
    expect((await photoResult(s, astronaut, 2)).result).toEqual({ outcome: 'enrolled' });
    const [check] = await t.db.query<{ chapter_position: number; status: string }>(
      `select ch.position as chapter_position, c.status from identity_checks c join course_chapters ch using (chapter_id)
       where c.student_course_id = $1 and c.kind = 'webcamPhoto'`,
      [s.studentCourseId],
    );
    expect(check).toEqual({ chapter_position: 2, status: 'passed' });
  });
});

describe('webcam photo refusals', () => {
  it('answers 503 with Retry-After when every face-analysis worker is busy, and keeps nothing', async () => {
    const s = await studentWithCourse(busy);
    const launched = await busy.call({
      method: 'POST',
      url: apiPaths.chapterLaunch,
      token: s.token,
      payload: { studentCourseId: s.studentCourseId },
    });
    expect(launched.statusCode, JSON.stringify(launched.body)).toBe(200);
    const res = await upload(s, astronaut, { chapterNumber: 1, server: busy });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.status.code).toBe(failureCodes.serviceUnavailable);
    const kept = await busy.db.query('select 1 from identity_photos where student_id = $1', [s.studentId]);
    expect(kept).toEqual([]);
  });

  it('refuses an upload that is not a photo, too large or too small, and keeps none of them', async () => {
    const s = await studentWithCourse();
    const text = Buffer.from('This is not a photo, whatever its name says.\n');
    expectRefusal(
      await upload(s, text, { chapterNumber: 1, filename: 'me.jpg' }),
      400,
      webcamPhotoRefusals.notAnImage,
      failureCodes.validation,
    );
    const oversized = Buffer.concat([astronaut, Buffer.alloc(maxUploadBytes)]);
    expectRefusal(
      await upload(s, oversized, { chapterNumber: 1 }),
      413,
      webcamPhotoRefusals.tooLarge,
      failureCodes.validation,
    );
    const tiny = await sharp(astronaut).resize(100, 100).jpeg().toBuffer();
    expectRefusal(
      await upload(s, tiny, { chapterNumber: 1 }),
      400,
      webcamPhotoRefusals.tooSmall,
      failureCodes.validation,
    );
    expectRefusal(
      await upload(s, astronaut, { chapterNumber: 1, photoFirst: true }),
      400,
      webcamMessages.fieldsFirst,
      failureCodes.validation,
    );
    expectRefusal(
      await upload(s, astronaut, { chapterNumber: 1, after: { name: 'chapterNumber', value: '2' } }),
      400,
      webcamMessages.fieldsFirst,
      failureCodes.validation,
    );
    const second = { name: 'photo2', value: new Blob([new Uint8Array(astronaut)], { type: 'image/jpeg' }) };
    expect((await upload(s, astronaut, { chapterNumber: 1, after: second })).statusCode).toBe(413);
    const long = await upload(s, astronaut, { chapterNumber: '1'.repeat(40) });
    expectRefusal(long, 400, webcamMessages.fieldTooLong, failureCodes.validation);
    expect((await upload(s, astronaut, { chapterNumber: 0 })).statusCode).toBe(400);
    expectRefusal(await upload(s, astronaut, { chapterNumber: 199 }), 404, noSuchChapterMessage, failureCodes.notFound);
    const json = await t.call({
      method: 'POST',
      url: apiPaths.facialRecognition,
      token: s.token,
      payload: { studentCourseId: s.studentCourseId },
    });
    expectRefusal(json, 400, webcamMessages.noPhoto, failureCodes.validation);
    expect(await photosOf(s.studentId)).toEqual([]);
  });

  it('answers a malformed multipart body with 4xx, never 500', async () => {
    const s = await studentWithCourse();
    const boundary = 'x-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="studentCourseId"\r\n\r\n${s.studentCourseId}\r\n`;
    const photoHead = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\n\r\n`;
    const cases: { contentType: string; payload: Buffer }[] = [
      { contentType: 'multipart/form-data', payload: Buffer.from(head) },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from('not multipart at all') },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(head) },
      // Cut in the middle of the photo.
      {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.concat([Buffer.from(head + photoHead), astronaut.subarray(0, 1000)]),
      },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.alloc(0) },
    ];
    for (const c of cases) {
      const res = await t.call({
        method: 'POST',
        url: apiPaths.facialRecognition,
        token: s.token,
        headers: { 'content-type': c.contentType },
        payload: c.payload,
      });
      expect(res.statusCode, `${c.contentType}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.contentType}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(res.body.status.success).toBe(false);
    }
  });

  it('needs the subscription key, a session, and the student’s own course', async () => {
    const s = await studentWithCourse();
    const other = await studentWithCourse();
    expectRefusal(
      await upload(s, astronaut, { headers: { [headerNames.subscriptionKey]: 'wrong' } }),
      403,
      missingKeyMessage,
      failureCodes.missingSubscriptionKey,
    );
    expect((await upload({ ...s, token: '' }, astronaut)).statusCode).toBe(401);
    expectRefusal(
      await upload({ ...other, studentCourseId: s.studentCourseId }, astronaut),
      403,
      accessDeniedMessage,
      failureCodes.forbidden,
    );
    expect(await photosOf(s.studentId)).toEqual([]);
    expect(await photosOf(other.studentId)).toEqual([]);
  });

  it('serves photos and decisions to operators only', async () => {
    const s = await studentWithCourse();
    await photoResult(s, astronaut);
    const [photo] = await photosOf(s.studentId);
    const photoUrl = `${apiPaths.identityPhotos}/${photo.identity_photo_id}`;
    for (const url of [apiPaths.identityPhotos, photoUrl]) {
      expectRefusal(await t.get(url, s.token), 403, accessDeniedMessage, failureCodes.forbidden);
      expectRefusal(
        await t.call({ method: 'GET', url, headers: { 'x-admin-key': 'guess' } }),
        403,
        accessDeniedMessage,
        failureCodes.forbidden,
      );
      expect((await keyless.call({ method: 'GET', url, headers: operator })).statusCode).toBe(404);
    }
    const decision = await t.call({
      method: 'POST',
      url: `${photoUrl}/decision`,
      token: s.token,
      payload: { decision: 'approved', note: 'It is me.' },
    });
    expectRefusal(decision, 403, accessDeniedMessage, failureCodes.forbidden);
    // Only photos in review are decided; an enrolment photo is not.
    expect((await decide(photo.identity_photo_id, 'rejected')).statusCode).toBe(409);
    expect((await listPhotos('enrolment')).statusCode).toBe(400);
  });
});

describe('footprint (02 §7)', () => {
  it('keeps a refused camera; course 992 requires the photo, so the launch still asks for it', async () => {
    const s = await studentWithCourse();
    const res = await t.call({
      method: 'POST',
      url: apiPaths.footprint,
      token: s.token,
      headers: { 'user-agent': browser },
      payload: { studentCourseId: s.studentCourseId, kind: 'cameraDenied', chapterNumber: 1 },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status.message).toBe(webcamMessages.footprint);
    expect(footprintResultResponseSchema.parse(res.body).data).toEqual({ required: true });
    const launched = await launch(s);
    expect(launched.outcome === 'identityCheckDue' ? launched.steps : []).toContain('webcamPhoto');
    const rows = await t.db.query<{ kind: string; user_agent: string; chapter_id: number | null }>(
      'select kind, user_agent, chapter_id from student_footprints where student_id = $1',
      [s.studentId],
    );
    expect(rows).toEqual([{ kind: 'cameraDenied', user_agent: browser, chapter_id: expect.any(Number) }]);

    const other = await studentWithCourse();
    const foreign = await t.call({
      method: 'POST',
      url: apiPaths.footprint,
      token: other.token,
      payload: { studentCourseId: s.studentCourseId, kind: 'cameraUnavailable' },
    });
    expectRefusal(foreign, 403, accessDeniedMessage, failureCodes.forbidden);
    const bad = await t.call({
      method: 'POST',
      url: apiPaths.footprint,
      token: s.token,
      payload: { studentCourseId: s.studentCourseId, kind: 'cameraBroken' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the course go on without a camera when the rule does not require a photo', async () => {
    const s = await studentWithCourse();
    const result = await t.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, s.studentCourseId, s.studentId, { forUpdate: true });
      const webcam = { ...course.rules.identityChecks.webcam!, required: false };
      const optional = {
        ...course,
        rules: { ...course.rules, identityChecks: { ...course.rules.identityChecks, webcam } },
      };
      return recordFootprint(tx, optional, 'cameraUnavailable', 1, { ipAddress: '::1', userAgent: browser }, t.clock());
    });
    expect(result).toEqual({ required: false });
    const launched = await launch(s);
    expect(launched.outcome === 'identityCheckDue' ? launched.steps : []).not.toContain('webcamPhoto');
  });
});

describe('photos are personal data', () => {
  it('are removed with the student', async () => {
    const s = await studentWithCourse();
    await photoResult(s, astronaut);
    expect(await photosOf(s.studentId)).toHaveLength(1);
    await t.db.query('delete from students where student_id = $1', [s.studentId]);
    expect(await photosOf(s.studentId)).toEqual([]);
  });
});
