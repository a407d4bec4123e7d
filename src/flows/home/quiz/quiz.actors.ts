import { fromPromise } from 'xstate';

import type {
  QuizAnswerSaveRequest,
  quizMachine,
  QuizResult,
  QuizStart,
  QuizStartRequest,
  QuizSubmitRequest,
} from '@machines/quiz';
import type { QuizEndpoints } from '@shared/api/endpoints/quizzes';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** A quiz's I/O (02 §7 chapter quiz, final quiz save, quiz validation): the server's answers as they are. */
export const createQuizActors = (api: QuizEndpoints) => ({
  startQuiz: fromPromise<QuizStart, QuizStartRequest>(
    async ({ input, signal }) => (await api.startQuiz(input, signal)).data,
  ),
  saveAnswer: fromPromise<void, QuizAnswerSaveRequest>(async ({ input, signal }) => {
    await api.saveQuizAnswer(input, signal);
  }),
  submitQuiz: fromPromise<QuizResult, QuizSubmitRequest>(
    async ({ input, signal }) => (await api.submitQuiz(input, signal)).data,
  ),
});

export const createQuizImplementations = ({ api, navigate }: Pick<FlowDeps, 'navigate'> & { api: QuizEndpoints }) =>
  ({
    actors: createQuizActors(api),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof quizMachine>;
