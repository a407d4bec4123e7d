import { assertEvent, assign, setup } from 'xstate';

import { failureCodes } from '@contracts/envelope';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import type {
  SecurityAnswer,
  SecurityQuestionList,
  SecurityQuestionsSetupContext,
  SecurityQuestionsSetupEvent,
  SecurityQuestionsSetupInput,
} from './securityQuestionsSetup.types';

/**
 * 02 §2 security-quiz-save: before the first chapter the student picks the course's number of questions
 * from the list (02 §7) and answers them. The server keeps them hashed; they are never shown again.
 */
export const securityQuestionsSetupMachine = setup({
  types: {
    context: {} as SecurityQuestionsSetupContext,
    events: {} as SecurityQuestionsSetupEvent,
    input: {} as SecurityQuestionsSetupInput,
  },
  actors: {
    loadQuestions: provided<SecurityQuestionList, { studentCourseId: number }>('loadQuestions'),
    saveAnswers: provided<void, { studentCourseId: number; answers: SecurityAnswer[] }>('saveAnswers'),
  },
  actions: {
    keepList: assign((_, list: SecurityQuestionList) => ({ list, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    /** Saved already (another tab, or a reload after the save): nothing to do. */
    alreadySaved: (_, failure: Failure) => failure.code === failureCodes.securityAnswersSaved,
  },
}).createMachine({
  id: 'securityQuestionsSetup',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '02 §7 security questions list' },
      invoke: {
        ...request({ src: 'loadQuestions', keep: 'keepList', done: 'answering', failed: 'loadFailed' }),
        input: ({ context }) => ({ studentCourseId: context.studentCourseId }),
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    answering: {
      description: 'The form: pick each question once and answer it; the view checks the form before it sends.',
      on: { 'answers.submit': { target: 'saving' } },
    },
    saving: {
      meta: { spec: '02 §7 save answers (identity verification)' },
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context, event }) => {
          assertEvent(event, 'answers.submit');
          return { studentCourseId: context.studentCourseId, answers: event.answers };
        },
        onDone: { target: 'saved' },
        onError: [
          { guard: { type: 'alreadySaved', params: failureParams }, target: 'saved' },
          {
            target: 'answering',
            description: 'Refused or not sent: the form stays as it was, with the reason.',
            actions: { type: 'keepFailure', params: failureParams },
          },
        ],
      },
    },
    saved: { type: 'final' },
  },
});
