import type { SecurityAnswerRequest, SecurityAnswersRequest } from '@contracts/identityChecks';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

const identitySchemas = () => import('@contracts/identityChecks');

/**
 * Identity checks during the course (02 §7 security questions, random question, identity verification; issue 14).
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
});

export type IdentityCheckEndpoints = ReturnType<typeof identityCheckEndpoints>;
