import type { Failure } from '../shared/failure';

/** What the browser's camera said when asked (getUserMedia): open, refused by the student, or none there. */
export type CameraAnswer = 'open' | 'denied' | 'unavailable';

/** The server's answer to a photo (contracts/webcam.ts), as far as the page needs it. */
export type PhotoResult =
  | { outcome: 'enrolled' }
  | { outcome: 'matched' }
  | { outcome: 'review' }
  | { outcome: 'retake'; reason: 'noFace' | 'manyFaces'; retakesLeft: number }
  | { outcome: 'notDue' };

export interface WebcamPhotoInput {
  studentCourseId: number;
  /** The chapter being launched; null: before the final exam. */
  chapterNumber: number | null;
}

export interface WebcamPhotoContext extends WebcamPhotoInput {
  /** Why the camera is not open (for the page's words). */
  camera?: Exclude<CameraAnswer, 'open'>;
  /** The last photo's answer when it asked for another. */
  retake?: Extract<PhotoResult, { outcome: 'retake' }>;
  failure?: Failure;
}

export type WebcamPhotoEvent =
  /** initialWebcamModel: the student agrees to the photo (the browser then asks for the camera). */
  | { type: 'camera.allow' }
  /** initialWebcamModel: the student says no. */
  | { type: 'camera.refuse' }
  | { type: 'photo.take' }
  | { type: 'continue.request' }
  | { type: 'retry.request' };
