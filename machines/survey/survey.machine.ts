import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type { SubmitReviewInput, SurveyContext, SurveyEvent, SurveyInput, SurveyOutput } from './survey.types';
import { ratingOf, surveyOutputOf } from './surveyRules';

/** 02 §2 Survey: stars, the yes/no follow-up, comments and consent; submitted, failed or skipped, the student continues. */
export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as SurveyInput,
    output: {} as SurveyOutput,
  },
  actors: {
    submitReview: provided<void, SubmitReviewInput>('submitReview'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    answersComplete: ({ context }) => context.stars !== undefined && context.courseSelection !== undefined,
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({ ...input, comments: '' }),
  initial: 'answering',
  // The reached final state names the outcome.
  output: ({ event }) => surveyOutputOf(event.output),
  states: {
    answering: {
      initial: 'editing',
      on: {
        'rating.choose': { target: '.editing', actions: assign({ stars: ({ event }) => event.stars }) },
        'courseSelection.choose': {
          target: '.editing',
          actions: assign({ courseSelection: ({ event }) => event.answer }),
        },
        'survey.submit': [
          {
            guard: 'answersComplete',
            target: 'submitting',
            actions: assign({ comments: ({ event }) => event.comments.trim() }),
          },
          { target: '.incomplete' },
        ],
        'survey.skip': { target: 'skipped' },
      },
      states: {
        editing: {},
        incomplete: { description: 'Submitted without stars or the yes/no answer: the survey asks for them.' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          orderId: context.studentPaymentTrxId,
          name: context.name,
          emailId: context.emailId,
          rating: ratingOf(context.stars!),
          comments: context.comments,
          courseSelection: context.courseSelection!,
        }),
        onDone: { target: 'submitted' },
        onError: {
          target: 'submitFailed',
          meta: { spec: '02 §4 Survey submit: failure continues too' },
          actions: { type: 'keepFailure', params: failureParams },
        },
      },
    },
    submitted: { type: 'final', output: { outcome: 'submitted' } satisfies SurveyOutput },
    submitFailed: { type: 'final', output: { outcome: 'failed' } satisfies SurveyOutput },
    skipped: { type: 'final', output: { outcome: 'skipped' } satisfies SurveyOutput },
  },
});
