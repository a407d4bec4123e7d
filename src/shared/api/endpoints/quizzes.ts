import * as apiPaths from '@contracts/paths';
import type { QuizAnswerSaveRequest, QuizStartRequest, QuizSubmitRequest } from '@contracts/quizzes';

import type { ApiClient } from '../client';

const quizSchemas = () => import('@contracts/quizzes');

/**
 * Chapter quizzes and the final exam (02 §7 chapter quiz, quiz validation, final quiz save). Every one takes
 * the caller's AbortSignal; answers are parsed with the contract's schemas.
 */
export const quizEndpoints = (client: ApiClient) => ({
  /** Starts a try, or resumes the one in progress (the same questions), or says why none can start now. */
  startQuiz: (body: QuizStartRequest, signal: AbortSignal) =>
    client.callData(apiPaths.chapterQuiz, () => quizSchemas().then((m) => m.quizStartResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  /** `keepalive`: an answer given just before the tab closes still arrives. */
  saveQuizAnswer: (body: QuizAnswerSaveRequest, signal: AbortSignal) =>
    client.callData(apiPaths.quizAnswer, () => quizSchemas().then((m) => m.quizAnswerSavedResponseSchema), {
      method: 'PUT',
      body,
      signal,
      keepalive: true,
    }),
  /** Quiz validation: the server grades the try (its saved answers with these merged over them). */
  submitQuiz: (body: QuizSubmitRequest, signal: AbortSignal) =>
    client.callData(apiPaths.validateQuiz, () => quizSchemas().then((m) => m.quizResultResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
});

export type QuizEndpoints = ReturnType<typeof quizEndpoints>;
