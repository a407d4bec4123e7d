import * as z from 'zod/mini';

import { envelope } from './envelope';
import { isoInstant } from './instants';
import { id, idParam, text } from './primitives';

/*
 * The webcam photo identity check (02 §2 initialWebcamModel, webcam; §7 facial recognition, footprint). The browser
 * takes a still and uploads it; the server keeps every photo (re-encoded, without metadata), finds the faces and
 * compares the face with the student's first photo (the enrolment photo). A photo that does not match goes to
 * support's review queue and the course goes on; support may then lock the course.
 */

/** The chapter the photo is taken for (1..200, as the course's chapters); omitted: before the final exam. */
const chapterNumber = () => z.int().check(z.positive(), z.maximum(200));

/** A photo refused before any check: not a JPEG or PNG, over the size limit, or smaller than a webcam still. */
export const webcamPhotoRefusals = {
  notAnImage: 'Please take the photo with your camera: this file is not a JPEG or PNG photo.',
  tooLarge: 'This photo is too large. Please take it again with your camera.',
  tooSmall: 'This photo is too small to show your face. Please take it again with your camera.',
} as const;
export type WebcamPhotoRefusal = keyof typeof webcamPhotoRefusals;

/** The answer's message when no photo is asked here (taken already, or the course asks none now). */
export const webcamPhotoNotDueMessage = 'No photo is needed here.';

// ---- Upload (facial recognition): POST multipart/form-data, the fields first, then one file `photo` ----
/** The upload's form fields (text, as every multipart field). They come before the file. */
export const webcamPhotoFieldsSchema = z.object({
  studentCourseId: idParam(),
  /** The chapter being launched; omitted: before the final exam. */
  chapterNumber: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(200))),
});
export type WebcamPhotoFields = z.infer<typeof webcamPhotoFieldsSchema>;
/** The form field that carries the photo. */
export const webcamPhotoField = 'photo';

/** Why a photo must be taken again: it shows no face, or more than one. */
export const webcamRetakeReasons = ['noFace', 'manyFaces'] as const;
export type WebcamRetakeReason = (typeof webcamRetakeReasons)[number];

/** Told apart by the literal `outcome`. */
export const webcamPhotoResultSchema = z.union([
  /** The student's first photo with exactly one face: the enrolment photo later photos are compared with. */
  z.object({ outcome: z.literal('enrolled') }),
  /** The face matches the enrolment photo. */
  z.object({ outcome: z.literal('matched') }),
  /**
   * One face that does not match the enrolment photo, or still no single face after the rule's retakes: support
   * reviews the photo and the course goes on meanwhile (the page says so).
   */
  z.object({ outcome: z.literal('review') }),
  /** No face, or more than one: the student takes the photo again (`retakesLeft` more photos before the review). */
  z.object({
    outcome: z.literal('retake'),
    reason: z.enum(webcamRetakeReasons),
    retakesLeft: z.int().check(z.positive()),
  }),
  /** No photo is due here (taken already, or the course asks none now); nothing was kept. */
  z.object({ outcome: z.literal('notDue') }),
]);
export type WebcamPhotoResult = z.infer<typeof webcamPhotoResultSchema>;
export const webcamPhotoResultResponseSchema = envelope(webcamPhotoResultSchema);

// ---- Footprint: POST { studentCourseId, kind, chapterNumber? } when the camera is refused or missing ----
export const cameraFootprintKinds = ['cameraDenied', 'cameraUnavailable'] as const;
export type CameraFootprintKind = (typeof cameraFootprintKinds)[number];

export const footprintRequestSchema = z.object({
  studentCourseId: id(),
  kind: z.enum(cameraFootprintKinds),
  /** The chapter being launched; omitted: before the final exam. */
  chapterNumber: z.optional(chapterNumber()),
});
export type FootprintRequest = z.infer<typeof footprintRequestSchema>;

export const footprintResultSchema = z.object({
  /** What the course rule requires: true, the course cannot go on without a photo; false, it goes on (support reviews). */
  required: z.boolean(),
});
export type FootprintResult = z.infer<typeof footprintResultSchema>;
export const footprintResultResponseSchema = envelope(footprintResultSchema);

// ---- Operators (admin key): the review queue, a photo, a decision ----
export const identityPhotoStatuses = ['enrolment', 'matched', 'retake', 'review', 'approved', 'rejected'] as const;
export type IdentityPhotoStatus = (typeof identityPhotoStatuses)[number];
/** What support lists: photos waiting for review, or those already decided. */
export const reviewedPhotoStatuses = ['review', 'approved', 'rejected'] as const;

export const identityPhotoListQuerySchema = z.object({
  /** Omitted: the photos waiting for review. */
  status: z.optional(z.enum(reviewedPhotoStatuses)),
});
export type IdentityPhotoListQuery = z.infer<typeof identityPhotoListQuerySchema>;

export const identityPhotoSchema = z.object({
  photoId: id(),
  studentCourseId: id(),
  studentId: id(),
  takenAt: isoInstant(),
  /** Against the enrolment photo (0..1); null without exactly one face, or for the enrolment photo itself. */
  similarity: z.nullable(z.number()),
  faceCount: z.int().check(z.nonnegative()),
  status: z.enum(identityPhotoStatuses),
});
export type IdentityPhoto = z.infer<typeof identityPhotoSchema>;
export const identityPhotoListSchema = z.object({ photos: z.array(identityPhotoSchema) });
export type IdentityPhotoList = z.infer<typeof identityPhotoListSchema>;
export const identityPhotoListResponseSchema = envelope(identityPhotoListSchema);

export const identityPhotoParamsSchema = z.object({ photoId: idParam() });

export const photoDecisionRequestSchema = z.object({
  /** 'rejected' locks the course until support unlocks it (identity unlock). */
  decision: z.enum(['approved', 'rejected']),
  /** Why (kept with the photo: TX 16 TAC §92.32(a)(5) logs a correction with its reason). */
  note: text().check(z.trim(), z.minLength(3), z.maxLength(500)),
});
export type PhotoDecisionRequest = z.infer<typeof photoDecisionRequestSchema>;
/** The photo as decided. */
export const photoDecisionResponseSchema = envelope(identityPhotoSchema);
