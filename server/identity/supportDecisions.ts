import type { PhotoDecisionRequest } from '../../contracts/webcam';
import type { Db } from '../db/types';
import { unlockIdentity } from './securityQuestionService';
import { decidePhoto } from './webcam/webcamService';

/* Support's decisions on identity checks (02 §6 admin-style calls, behind the admin key): one transaction each. */

/** Lets the student go on (the reason is logged); false when the course is not locked by an identity check. */
export const unlockIdentityLock = (db: Db, studentCourseId: number, reason: string, now: Date) =>
  db.transaction((tx) => unlockIdentity(tx, studentCourseId, reason, now));

/** Approves or rejects a photo in review; a rejection locks the course until support unlocks it. */
export const decideIdentityPhoto = (db: Db, photoId: number, request: PhotoDecisionRequest, now: Date) =>
  db.transaction((tx) => decidePhoto(tx, photoId, request, now));
