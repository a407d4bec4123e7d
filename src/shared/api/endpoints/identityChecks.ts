import type { SecurityAnswerRequest, SecurityAnswersRequest } from '@contracts/identityChecks';
import * as apiPaths from '@contracts/paths';
import type { TypingEnrolRequest, TypingVerifyRequest } from '@contracts/typingPattern';
import { type FootprintRequest, webcamPhotoField } from '@contracts/webcam';

import type { ApiClient } from '../client';

const identitySchemas = () => import('@contracts/identityChecks');
const typingSchemas = () => import('@contracts/typingPattern');
const webcamSchemas = () => import('@contracts/webcam');

/** The multipart form of a photo: the fields first, then the file (contracts/webcam.ts). */
function photoForm(input: { studentCourseId: number; chapterNumber?: number; photo: Blob }) {
  const form = new FormData();
  form.append('studentCourseId', String(input.studentCourseId));
  if (input.chapterNumber !== undefined) form.append('chapterNumber', String(input.chapterNumber));
  form.append(webcamPhotoField, input.photo, 'photo.jpg');
  return form;
}

/**
 * Identity checks during the course (02 §7 security questions, random question, identity verification).
 * Every one takes the caller's AbortSignal; answers are parsed with the contract's schemas.
 */
export const identityCheckEndpoints = (client: ApiClient) => ({
  securityQuestions: (studentCourseId: number, language: string, signal: AbortSignal) =>
    client.callData(
      `${apiPaths.securityQuestions}?studentCourseId=${studentCourseId}&language=${encodeURIComponent(language)}`,
      () => identitySchemas().then((m) => m.securityQuestionListResponseSchema),
      { method: 'GET', signal },
    ),
  /** security-quiz-save: the picked questions and their answers (saved once, hashed). */
  saveSecurityAnswers: (body: SecurityAnswersRequest, signal: AbortSignal) =>
    client.callData(
      apiPaths.identityVerification,
      () => identitySchemas().then((m) => m.securityAnswersSavedResponseSchema),
      { method: 'POST', body, signal },
    ),
  /** The question to answer now (the open one again after a reload), or why there is none. */
  randomSecurityQuestion: (
    body: { studentCourseId: number; chapterNumber?: number; language: string },
    signal: AbortSignal,
  ) =>
    client.callData(
      apiPaths.randomSecurityQuestion,
      () => identitySchemas().then((m) => m.randomQuestionResponseSchema),
      { method: 'POST', body, signal },
    ),
  answerSecurityQuestion: (body: SecurityAnswerRequest, signal: AbortSignal) =>
    client.callData(
      apiPaths.identityVerification,
      () => identitySchemas().then((m) => m.securityAnswerVerdictResponseSchema),
      { method: 'PUT', body, signal },
    ),
  /** typing-pattern-save: three timed typings of the phrase (or one asked again with the others). */
  enrolTyping: (body: TypingEnrolRequest, signal: AbortSignal) =>
    client.callData(apiPaths.typingPattern, () => typingSchemas().then((m) => m.typingEnrolmentResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  /** Starts (or resumes, with its deadline) the typing check of this point. */
  startTypingCheck: (body: { studentCourseId: number; chapterNumber?: number }, signal: AbortSignal) =>
    client.callData(apiPaths.typingPatternCheck, () => typingSchemas().then((m) => m.typingCheckResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  /** typing-pattern-verification: the typing's timings (null: none in time). */
  sendTypingSample: (body: TypingVerifyRequest, signal: AbortSignal) =>
    client.callData(apiPaths.typingPattern, () => typingSchemas().then((m) => m.typingVerdictResponseSchema), {
      method: 'PUT',
      body,
      signal,
    }),
  /** 02 §7 facial recognition: one still of the camera, checked and compared by the server. */
  sendPhoto: (input: { studentCourseId: number; chapterNumber?: number; photo: Blob }, signal: AbortSignal) =>
    client.callData(apiPaths.facialRecognition, () => webcamSchemas().then((m) => m.webcamPhotoResultResponseSchema), {
      method: 'POST',
      body: photoForm(input),
      signal,
    }),
  /** 02 §7 footprint: the camera was refused or is missing; the answer says whether the course requires one. */
  recordFootprint: (body: FootprintRequest, signal: AbortSignal) =>
    client.callData(apiPaths.footprint, () => webcamSchemas().then((m) => m.footprintResultResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
});

export type IdentityCheckEndpoints = ReturnType<typeof identityCheckEndpoints>;
