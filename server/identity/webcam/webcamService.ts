import type { WebcamRule } from '../../../contracts/courseRules';
import { failureCodes } from '../../../contracts/envelope';
import type {
  CameraFootprintKind,
  FootprintResult,
  IdentityPhoto,
  PhotoDecisionRequest,
  WebcamPhotoResult,
} from '../../../contracts/webcam';
import { isTakeable, type StudentCourse } from '../../courseTaking/studentCourse';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { closeCheck, type Footprint, movePoint, openCheck, openCheckOf, recordPassedCheck } from '../checkRecords';
import { identityLockOf, webcamPhotoDue } from '../due';
import { faceMatchThreshold, faceSimilarity, type PhotoAnalysis } from '../face/faceModel';
import { chapterIdOf } from '../points';
import {
  enrolmentEmbeddingOf,
  photoForUpdate,
  photoJpeg,
  photosWithStatus,
  recordDecision,
  retakesInCheck,
  saveFootprint,
  savePhoto,
} from './photoRecords';

export const webcamMessages = {
  enrolled: 'Photo saved.',
  review: 'Photo saved. Support will review it; you can go on with the course.',
  retake: 'Please take the photo again.',
  footprint: 'Camera status saved.',
  notRequired: 'This course asks no webcam photo.',
  fieldsFirst: 'Please send the course fields before the photo.',
  fieldTooLong: 'Invalid body: a field is longer than any value it can take.',
  noPhoto: 'Please attach the photo.',
  unreadable: 'Invalid body: the upload is not a readable multipart form.',
  list: 'Identity photos.',
  decided: 'Decision saved.',
  notFound: 'No such photo.',
  notInReview: 'This photo is not waiting for a review.',
} as const;

/** A photo checked and analysed before the transaction (the face analysis takes ~150 ms of a core). */
export interface AnalysedPhoto {
  /** The re-encoded JPEG, without metadata (face/photos.ts). */
  jpeg: Buffer;
  analysis: PhotoAnalysis;
}

const ruleOf = (course: StudentCourse): WebcamRule => {
  const rule = course.rules.identityChecks.webcam;
  if (!rule) throw new ApiError(409, webcamMessages.notRequired, failureCodes.notFound);
  return rule;
};

/** The course can take a check now: not failed, not locked by a check, takeable, and its rule asks photos. */
const canCheck = (course: StudentCourse, now: Date) =>
  !course.failedAt &&
  !identityLockOf(course, now) &&
  isTakeable(course, now) &&
  course.rules.identityChecks.webcam !== null;

/**
 * A photo would be taken here now (an open check, or one due at this point). The route asks this before it spends a
 * face analysis on the upload; `takePhoto` asks again inside its transaction.
 */
export async function photoExpected(
  db: Queryable,
  course: StudentCourse,
  chapterNumber: number | undefined,
  now: Date,
) {
  if (!canCheck(course, now)) return false;
  const chapterId = chapterIdOf(course, chapterNumber);
  return (await openCheckOf(db, course, 'webcamPhoto')) !== null || webcamPhotoDue(db, course, chapterId, now);
}

/** More than one face; none (or one the detector could not describe) asks for the face in the picture. */
const retakeReasonOf = (faceCount: number) => (faceCount > 1 ? 'manyFaces' : 'noFace');

/**
 * 02 §2 webcam: one photo of the check at this point (a chapter, or the final exam). Every photo is kept with its
 * footprint. One face: the student's first becomes the enrolment photo; later ones match it or go to support's review.
 * No single face: taken again, up to the rule's retakes, then it goes to review too. A photo in review passes the
 * check (the course goes on): support decides it later and may lock the course.
 */
export async function takePhoto(
  tx: Queryable,
  course: StudentCourse,
  chapterNumber: number | undefined,
  photo: AnalysedPhoto,
  footprint: Footprint,
  now: Date,
): Promise<WebcamPhotoResult> {
  if (!canCheck(course, now)) return { outcome: 'notDue' };
  const rule = ruleOf(course);
  const chapterId = chapterIdOf(course, chapterNumber);
  let check = await openCheckOf(tx, course, 'webcamPhoto');
  if (!check) {
    if (!(await webcamPhotoDue(tx, course, chapterId, now))) return { outcome: 'notDue' };
    check = await openCheck(tx, course, 'webcamPhoto', chapterId, now);
  } else if (check.chapterId !== chapterId) {
    await movePoint(tx, check.checkId, chapterId);
  }
  const { faceCount, embedding } = photo.analysis;
  const record = { studentId: course.studentId, studentCourseId: course.studentCourseId, checkId: check.checkId };
  const keep = (status: 'enrolment' | 'matched' | 'retake' | 'review', similarity: number | null) =>
    savePhoto(tx, { ...record, jpeg: photo.jpeg, faceCount, embedding, similarity, status }, footprint, now);

  if (faceCount === 1 && embedding) {
    const enrolment = await enrolmentEmbeddingOf(tx, course.studentId);
    if (!enrolment) {
      // The first photo with one face is the enrolment photo: the first verification (IL 1066.70(b) "initial").
      await keep('enrolment', null);
      await closeCheck(tx, check.checkId, 'passed', now);
      return { outcome: 'enrolled' };
    }
    const similarity = faceSimilarity(enrolment, embedding);
    const matched = similarity >= faceMatchThreshold;
    await keep(matched ? 'matched' : 'review', similarity);
    await closeCheck(tx, check.checkId, 'passed', now);
    return { outcome: matched ? 'matched' : 'review' };
  }

  // This photo counts among the check's retakes: the rule's number of photos without a single face, then review.
  const retakesLeft = rule.retakes - (await retakesInCheck(tx, check.checkId)) - 1;
  if (retakesLeft > 0) {
    await keep('retake', null);
    return { outcome: 'retake', reason: retakeReasonOf(faceCount), retakesLeft };
  }
  await keep('review', null);
  await closeCheck(tx, check.checkId, 'passed', now);
  return { outcome: 'review' };
}

/**
 * 02 §7 footprint: the camera was refused or is missing. The footprint is always kept; the answer says what the rule
 * requires. Not required: this point counts as done so the course goes on, and support reviews the student later from
 * the footprint (no photo to compare). Required: nothing else changes, the course waits for a photo.
 */
export async function recordFootprint(
  tx: Queryable,
  course: StudentCourse,
  kind: CameraFootprintKind,
  chapterNumber: number | undefined,
  footprint: Footprint,
  now: Date,
): Promise<FootprintResult> {
  const rule = ruleOf(course);
  const chapterId = chapterIdOf(course, chapterNumber);
  await saveFootprint(
    tx,
    { studentId: course.studentId, studentCourseId: course.studentCourseId, kind, chapterId },
    footprint,
    now,
  );
  if (rule.required || !canCheck(course, now)) return { required: rule.required };
  const open = await openCheckOf(tx, course, 'webcamPhoto');
  if (open) {
    if (open.chapterId !== chapterId) await movePoint(tx, open.checkId, chapterId);
    await closeCheck(tx, open.checkId, 'passed', now);
  } else if (await webcamPhotoDue(tx, course, chapterId, now)) {
    await recordPassedCheck(tx, course, 'webcamPhoto', chapterId, now);
  }
  return { required: false };
}

// ---- Operators ----

/** Support's queue (or the photos decided): newest first. */
export const identityPhotoList = (db: Queryable, status: 'review' | 'approved' | 'rejected') =>
  photosWithStatus(db, status);

export async function identityPhotoJpeg(db: Queryable, photoId: number) {
  const jpeg = await photoJpeg(db, photoId);
  if (!jpeg) throw new ApiError(404, webcamMessages.notFound, failureCodes.notFound);
  return jpeg;
}

/**
 * Support's decision on a photo in review: approved, or rejected, which locks the course until support unlocks it
 * (identity unlock, with its reason logged). Both keep the time and the note.
 */
export async function decidePhoto(
  tx: Queryable,
  photoId: number,
  request: PhotoDecisionRequest,
  now: Date,
): Promise<IdentityPhoto> {
  const photo = await photoForUpdate(tx, photoId);
  if (!photo) throw new ApiError(404, webcamMessages.notFound, failureCodes.notFound);
  if (photo.status !== 'review') throw new ApiError(409, webcamMessages.notInReview, failureCodes.identityCheckClosed);
  await recordDecision(tx, photoId, request.decision, request.note, now);
  if (request.decision === 'rejected') {
    await tx.query(
      'update student_courses set identity_locked_at = $2, identity_locked_until = null where student_course_id = $1',
      [photo.studentCourseId, now],
    );
  }
  return { ...photo, status: request.decision };
}
