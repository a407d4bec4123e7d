import { fromPromise } from 'xstate';

import { identityCheckMachine } from '@machines/identityCheck';
import {
  type RandomQuestion,
  type SecurityAnswerVerdict,
  securityQuestionCheckMachine,
} from '@machines/securityQuestionCheck';
import {
  type SecurityAnswer,
  type SecurityQuestionList,
  securityQuestionsSetupMachine,
} from '@machines/securityQuestionsSetup';
import type { IdentityCheckEndpoints } from '@shared/api/endpoints/identityChecks';
import type { ImplementationsOf } from '@shared/flows/implementations';

export interface IdentityCheckDeps {
  api: IdentityCheckEndpoints;
  /** The interface language, read when a list or a question loads. */
  language: () => string;
}

export const createSecurityQuestionsSetupImplementations = ({ api, language }: IdentityCheckDeps) =>
  ({
    actors: {
      loadQuestions: fromPromise<SecurityQuestionList, { studentCourseId: number }>(
        async ({ input, signal }) => (await api.securityQuestions(input.studentCourseId, language(), signal)).data,
      ),
      saveAnswers: fromPromise<void, { studentCourseId: number; answers: SecurityAnswer[] }>(
        async ({ input, signal }) => {
          await api.saveSecurityAnswers(input, signal);
        },
      ),
    },
  }) satisfies ImplementationsOf<typeof securityQuestionsSetupMachine>;

export const createSecurityQuestionCheckImplementations = ({ api, language }: IdentityCheckDeps) =>
  ({
    actors: {
      askQuestion: fromPromise<RandomQuestion, { studentCourseId: number; chapterNumber: number | null }>(
        async ({ input, signal }) =>
          (
            await api.randomSecurityQuestion(
              {
                studentCourseId: input.studentCourseId,
                chapterNumber: input.chapterNumber ?? undefined,
                language: language(),
              },
              signal,
            )
          ).data,
      ),
      answerQuestion: fromPromise<
        SecurityAnswerVerdict,
        { studentCourseId: number; checkId: number; questionId: number; answer: string }
      >(async ({ input, signal }) => (await api.answerSecurityQuestion(input, signal)).data),
    },
  }) satisfies ImplementationsOf<typeof securityQuestionCheckMachine>;

/** The identity-check machine with each check's own machine provided (chapter launch invokes it). */
export const createIdentityCheckLogic = (deps: IdentityCheckDeps) =>
  identityCheckMachine.provide({
    actors: {
      securityQuestionsSetup: securityQuestionsSetupMachine.provide(createSecurityQuestionsSetupImplementations(deps)),
      securityQuestionCheck: securityQuestionCheckMachine.provide(createSecurityQuestionCheckImplementations(deps)),
    },
  });
