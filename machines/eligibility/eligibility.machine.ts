import { assertEvent, assign, setup } from 'xstate';

import { eligibilityFailureCodes } from '@contracts/eligibility';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  EligibilityContext,
  EligibilityDecideInput,
  EligibilityDecision,
  EligibilityEvent,
  EligibilityInput,
  EligibilityPage,
} from './eligibility.types';

/** The page with the server's decision in it (the decision is the page's from then on). */
const withDecision = (page: EligibilityPage | undefined, decision: EligibilityDecision) =>
  page ? { ...page, decision } : page;

/**
 * 02 §2 eligibility (stepper step 12): the eligibility check the course rule names (Arizona, A.R.S.
 * 28-3392), answered with a signed affirmation and decided once by the server. Approved: the course starts. Declined:
 * the reasons in words and the way on (support, a refund). Without the documents filed: the way to file them.
 */
export const eligibilityMachine = setup({
  types: {
    context: {} as EligibilityContext,
    events: {} as EligibilityEvent,
    input: {} as EligibilityInput,
  },
  actors: {
    loadEligibility: provided<EligibilityPage, { studentCourseId?: number }>('loadEligibility'),
    decideEligibility: provided<EligibilityDecision, EligibilityDecideInput>('decideEligibility'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Storage: the course the chapter launch opens (as the dashboard's Start does). */
    rememberCourse: (_, _studentCourseId: number) => {},
    keepPage: assign((_, page: EligibilityPage) => ({ page, failure: undefined })),
    keepDecision: assign(({ context }, decision: EligibilityDecision) => ({
      page: withDecision(context.page, decision),
      failure: undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    approved: (_, page: EligibilityPage) => page.decision?.outcome === 'approved',
    declined: (_, page: EligibilityPage) => page.decision?.outcome === 'declined',
    documentsMissing: (_, page: EligibilityPage) => !page.documentsFiled,
    decisionApproved: (_, decision: EligibilityDecision) => decision.outcome === 'approved',
    /** The page was out of date (decided elsewhere, or a document declined meanwhile): load it again. */
    staleForm: (_, failure: Failure) =>
      failure.code === eligibilityFailureCodes.decided || failure.code === eligibilityFailureCodes.documentsMissing,
  },
}).createMachine({
  id: 'eligibility',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEligibility',
        src: 'loadEligibility',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId }),
        onDone: [
          {
            guard: { type: 'approved', params: ({ event }) => event.output },
            target: 'approved',
            actions: { type: 'keepPage', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'declined', params: ({ event }) => event.output },
            target: 'declined',
            actions: { type: 'keepPage', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'documentsMissing', params: ({ event }) => event.output },
            target: 'documentsMissing',
            actions: { type: 'keepPage', params: ({ event }) => event.output },
          },
          { target: 'answering', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    documentsMissing: {
      description: 'The documents come first: the page lists what is missing or declined, with a link to file them.',
    },
    answering: {
      description: "The rule's questions and the affirmation; a refused answer shows why above the form.",
      on: { 'eligibility.submit': { target: 'deciding' } },
    },
    deciding: {
      meta: { spec: '02 §2 eligibility (decided by the server)' },
      invoke: {
        id: 'decideEligibility',
        src: 'decideEligibility',
        input: ({ context, event }) => {
          assertEvent(event, 'eligibility.submit');
          return {
            studentCourseId: context.page!.studentCourseId,
            answers: event.answers,
            affirmation: event.affirmation,
          };
        },
        onDone: [
          {
            guard: { type: 'decisionApproved', params: ({ event }) => event.output },
            target: 'approved',
            actions: { type: 'keepDecision', params: ({ event }) => event.output },
          },
          { target: 'declined', actions: { type: 'keepDecision', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'staleForm', params: failureParams },
            target: 'loading',
            description: 'Decided already, or a document is missing now: the page again shows where things stand.',
          },
          { target: 'answering', actions: { type: 'keepFailure', params: failureParams } },
        ],
      },
    },
    approved: {
      description: 'Eligible: the course can start.',
      on: {
        'course.start': {
          target: 'starting',
          actions: [
            { type: 'rememberCourse', params: ({ context }) => context.page!.studentCourseId },
            { type: 'navigate', params: { to: routes.chapterLaunch } },
          ],
        },
      },
    },
    starting: { type: 'final' },
    declined: {
      description: 'Not eligible: the reasons in words, and the way on (support, or a refund under the course rule).',
    },
  },
});
