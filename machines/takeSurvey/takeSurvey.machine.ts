import { assign, setup } from 'xstate';

import type { PurchaseRecord } from '@contracts/orders';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  LoadPurchasesInput,
  LoadStudentInput,
  TakeSurveyContext,
  TakeSurveyEvent,
  TakeSurveyInput,
  TakeSurveyStudent,
} from './takeSurvey.types';
import { newestCompletedRecordOf } from './takeSurveyRules';

/**
 * 02 §2 take-survey (/home/take-survey): the satisfaction survey on its own page (e.g. from an
 * e-mail link), about the student's newest completed purchase; when it ends, the dashboard.
 */
export const takeSurveyMachine = setup({
  types: {
    context: {} as TakeSurveyContext,
    events: {} as TakeSurveyEvent,
    input: {} as TakeSurveyInput,
  },
  actors: {
    loadPurchases: provided<PurchaseRecord[], LoadPurchasesInput>('loadPurchases'),
    loadStudent: provided<TakeSurveyStudent, LoadStudentInput>('loadStudent'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Opens /home/dashboard. */
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasNoCompletedPurchase: ({ context }) => context.record === undefined,
  },
}).createMachine({
  id: 'takeSurvey',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The purchases and the student load side by side; a failure of either stops both.',
      meta: { spec: '02 §2 take-survey, §7 Purchase details and Student details' },
      type: 'parallel',
      entry: assign({ record: undefined, student: undefined, failure: undefined }),
      states: {
        purchases: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadPurchases',
                src: 'loadPurchases',
                input: ({ context }) => ({ studentId: context.studentId }),
                onDone: {
                  target: 'fetched',
                  description: 'The survey is about the newest record with status Completed.',
                  actions: assign({ record: ({ event }) => newestCompletedRecordOf(event.output) }),
                },
                onError: {
                  target: '#takeSurvey.failed',
                  actions: { type: 'keepFailure', params: failureParams },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
        student: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadStudent',
                src: 'loadStudent',
                input: ({ context }) => ({ studentId: context.studentId }),
                onDone: { target: 'fetched', actions: assign({ student: ({ event }) => event.output }) },
                onError: {
                  target: '#takeSurvey.failed',
                  actions: { type: 'keepFailure', params: failureParams },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'hasNoCompletedPurchase', target: 'noPurchase' }, { target: 'answering' }],
    },
    failed: {
      description: 'The worded failure with Try again.',
      on: { 'retry.request': { target: 'loading' } },
    },
    noPurchase: {
      description: "'You can take the survey after your first purchase.' with a link to the dashboard.",
      meta: { spec: '02 §2 take-survey: the survey is about a completed purchase' },
    },
    answering: {
      description: 'The survey about the newest completed purchase; submitted, failed or skipped, it ends.',
      meta: { spec: '02 §2 Survey, §4 Survey submit: both success and failure continue' },
      on: { 'survey.finish': { target: 'finished' } },
    },
    finished: {
      type: 'final',
      description: 'The survey has ended: the student goes to the dashboard.',
      entry: { type: 'navigate', params: { to: routes.dashboard } },
    },
  },
});
