import type { LanguageCode } from '../../contracts/languages';
import type { TypingEnrolRequest } from '../../contracts/typingPattern';
import type { FootprintRequest } from '../../contracts/webcam';
import { onLockedCourse } from '../courseTaking/lockedCourse';
import type { Footprint } from '../http/footprint';
import { answerSecurityQuestion, randomSecurityQuestion, saveSecurityAnswers } from './securityQuestionService';
import { enrolTyping, startTypingCheck, submitTypingSample } from './typing/typingService';
import { type AnalysedPhoto, recordFootprint, takePhoto } from './webcam/webcamService';

/*
 * 02 §7 identity checks as the student takes them (security questions, the typing pattern, the webcam photo and its
 * footprint): each step is one transaction on the student's own course, locked.
 */

/** Where a check is asked: the chapter being launched, or (none) before the final exam. */
interface CheckPoint {
  studentCourseId: number;
  chapterNumber?: number;
}

export const saveStudentSecurityAnswers = onLockedCourse(saveSecurityAnswers);

export const askSecurityQuestion = onLockedCourse(
  (tx, course, at: CheckPoint, language: LanguageCode, footprint: Footprint, now: Date) =>
    randomSecurityQuestion(tx, course, at.chapterNumber, language, footprint, now),
);

export const checkSecurityAnswer = onLockedCourse(answerSecurityQuestion);

export const enrolTypingPattern = onLockedCourse((tx, course, request: TypingEnrolRequest, now: Date) =>
  enrolTyping(tx, course, request.samples, request.chapterNumber, now),
);

export const beginTypingCheck = onLockedCourse((tx, course, at: CheckPoint, footprint: Footprint, now: Date) =>
  startTypingCheck(tx, course, at.chapterNumber, footprint, now),
);

export const checkTypingSample = onLockedCourse(submitTypingSample);

/** The photo is checked and analysed before (the transaction stays short). */
export const submitWebcamPhoto = onLockedCourse(
  (tx, course, at: CheckPoint, photo: AnalysedPhoto, footprint: Footprint, now: Date) =>
    takePhoto(tx, course, at.chapterNumber, photo, footprint, now),
);

export const reportCameraFootprint = onLockedCourse(
  (tx, course, request: FootprintRequest, footprint: Footprint, now: Date) =>
    recordFootprint(tx, course, request.kind, request.chapterNumber, footprint, now),
);
