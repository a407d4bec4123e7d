import { and, assign, enqueueActions, not, setup } from 'xstate';

import type { PurchaseRecord } from '@contracts/orders';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureOf, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  FastLaneStep,
  LoadPurchaseInput,
  LoadStudentInput,
  ReceiptInput,
  ThankYouContext,
  ThankYouEvent,
  ThankYouInput,
  ThankYouStudent,
} from './thankYou.types';
import { fastLaneStepAfterPurchase, receiptRecordOf, startsSessionTime } from './thankYouRules';

/**
 * 02 §2 Thank-you page and Receipt page (/home/view-billing-details): the course-loading screen
 * while the purchase loads, the receipt with print, download and e-mail, and Continue.
 */
export const thankYouMachine = setup({
  types: {
    context: {} as ThankYouContext,
    events: {} as ThankYouEvent,
    input: {} as ThankYouInput,
  },
  actors: {
    loadPurchase: provided<PurchaseRecord[], LoadPurchaseInput>('loadPurchase'),
    loadStudent: provided<ThankYouStudent, LoadStudentInput>('loadStudent'),
    downloadReceipt: provided<void, ReceiptInput>('downloadReceipt'),
    emailReceipt: provided<void, ReceiptInput>('emailReceipt'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Stores sessionTimeFlag 'true'. */
    startSessionTime: () => {},
    storeFastLaneStep: (_, _params: { step: FastLaneStep }) => {},
    /** Stores skipPersonalInfo 'true'. */
    storeSkipPersonalInfo: () => {},
    navigate: (_, _params: NavigateParams) => {},
    /** Opens the browser's print dialog for the receipt. */
    printReceipt: () => {},
    /** The parent is not the student: clears the session and opens the external start page. */
    leaveParentFlow: () => {},
  },
  guards: {
    hasNoRecord: ({ context }, records: PurchaseRecord[]) =>
      receiptRecordOf(records, context.studentPaymentTrxId) === undefined,
    isAfterPayment: ({ context }) => context.afterPayment,
    /** AZ_FLOW, and the student paid (a parent paying through the e-mailed link leaves instead). */
    filesDocuments: ({ context }) => context.azFlow && !context.parentEmailFlow,
    isFastLaneStudent: ({ context }) => context.isFastLaneStudent,
    isParentEmailFlow: ({ context }) => context.parentEmailFlow,
    isSurveyRequired: ({ context }) => context.surveyRequired,
    skipsPersonalInfo: ({ context }) => context.skipPersonalInfo,
  },
  delays: {
    parentFlowDoneRedirect: timings.parentFlowDoneRedirect,
  },
}).createMachine({
  id: 'thankYou',
  context: ({ input }) => ({ ...input }),
  initial: 'loadingPurchase',
  states: {
    loadingPurchase: {
      description:
        'The course-loading screen with a driving trivia line (the plain loader for an order from the history).',
      meta: { spec: '02 §2 Cart (course-loading screen), §7 Purchase details' },
      invoke: {
        id: 'loadPurchase',
        src: 'loadPurchase',
        input: ({ context }) => ({
          studentId: context.studentId,
          // One order from the history, or the upsell cart's payment (02 §7: the stored upsell payload's request).
          studentPaymentTrxId:
            (!context.afterPayment || context.upsellPayment) && context.studentPaymentTrxId !== null
              ? context.studentPaymentTrxId
              : undefined,
        }),
        onDone: [
          {
            guard: { type: 'hasNoRecord', params: ({ event }) => event.output },
            target: 'notFound',
            actions: assign({ record: undefined, failure: undefined }),
          },
          {
            guard: 'isAfterPayment',
            target: 'loadingStudent',
            meta: { spec: '02 §4 Payment: PaymentPending sets the session-time flag; fast-lane step 3 becomes 4' },
            actions: [
              enqueueActions(({ enqueue, context, event }) => {
                if (startsSessionTime(event.output)) enqueue('startSessionTime');
                const step = fastLaneStepAfterPurchase(context.fastLaneStep);
                if (step && step !== context.fastLaneStep) enqueue({ type: 'storeFastLaneStep', params: { step } });
              }),
              assign({
                record: ({ context, event }) => receiptRecordOf(event.output, context.studentPaymentTrxId),
                fastLaneStep: ({ context }) => fastLaneStepAfterPurchase(context.fastLaneStep),
                failure: undefined,
              }),
            ],
          },
          {
            target: 'showing',
            actions: assign({
              record: ({ context, event }) => receiptRecordOf(event.output, context.studentPaymentTrxId),
              failure: undefined,
            }),
          },
        ],
        onError: {
          target: 'failed',
          meta: { spec: '02 §7 Purchase details: failure hides the loader' },
          actions: { type: 'keepFailure', params: failureParams },
        },
      },
    },
    loadingStudent: {
      description: 'Whether personal information is still pending, and the name and e-mail the survey shows.',
      invoke: {
        id: 'loadStudent',
        src: 'loadStudent',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: {
          target: 'showing',
          actions: [
            assign({
              student: ({ event }) => event.output,
              skipPersonalInfo: ({ context, event }) => context.skipPersonalInfo || !event.output.isPersonalInfoPending,
            }),
            enqueueActions(({ enqueue, event }) => {
              if (!event.output.isPersonalInfoPending) enqueue('storeSkipPersonalInfo');
            }),
          ],
        },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    failed: {
      description: 'The loader is hidden; the worded failure with Try again.',
      on: { 'retry.request': { target: 'loadingPurchase' } },
    },
    notFound: { description: 'No purchase with this transaction: the page says so and links to the orders.' },
    showing: {
      description: 'The receipt; after a payment also the thank-you heading and Continue.',
      on: {
        'receipt.print': { actions: 'printReceipt' },
        'receipt.download': { target: 'downloading', actions: assign({ receiptNotice: undefined }) },
        'receipt.email': { target: 'emailing', actions: assign({ receiptNotice: undefined }) },
        'continue.request': [
          {
            guard: and(['filesDocuments', not('isSurveyRequired')]),
            description: 'AZ_FLOW: the File Documents step comes next (the survey, when required, first).',
            meta: { spec: '01 §2 Stepper (AZ_FLOW: Registration, Payment, File Documents…)' },
            target: 'continued',
            actions: { type: 'navigate', params: { to: routes.fileDocuments } },
          },
          {
            guard: 'isFastLaneStudent',
            target: 'continued',
            actions: { type: 'navigate', params: { to: routes.fastLanePersonalInformation } },
          },
          { guard: 'isParentEmailFlow', target: 'parentPaymentDone' },
          { guard: 'isSurveyRequired', target: 'surveying' },
          {
            guard: 'skipsPersonalInfo',
            target: 'continued',
            actions: { type: 'navigate', params: { to: routes.dashboard } },
          },
          { target: 'continued', actions: { type: 'navigate', params: { to: routes.personalInformation } } },
        ],
      },
    },
    downloading: {
      invoke: {
        id: 'downloadReceipt',
        src: 'downloadReceipt',
        input: ({ context }) => ({ studentPaymentTrxId: context.record!.targetId }),
        onDone: { target: 'showing' },
        onError: {
          target: 'showing',
          actions: assign({ receiptNotice: ({ event }) => ({ kind: 'failed' as const, failure: failureOf(event) }) }),
        },
      },
    },
    emailing: {
      invoke: {
        id: 'emailReceipt',
        src: 'emailReceipt',
        input: ({ context }) => ({ studentPaymentTrxId: context.record!.targetId }),
        onDone: {
          target: 'showing',
          actions: assign({
            receiptNotice: ({ context }) => ({ kind: 'emailed' as const, emailId: context.record!.student.emailId }),
          }),
        },
        onError: {
          target: 'showing',
          actions: assign({ receiptNotice: ({ event }) => ({ kind: 'failed' as const, failure: failureOf(event) }) }),
        },
      },
    },
    surveying: {
      description: 'The survey modal; submitted, failed or skipped, the student continues.',
      meta: { spec: '02 §2 Thank-you page, §4 Survey submit: both success and failure continue' },
      on: {
        'survey.finish': [
          {
            guard: 'filesDocuments',
            target: 'continued',
            actions: { type: 'navigate', params: { to: routes.fileDocuments } },
          },
          {
            guard: 'skipsPersonalInfo',
            target: 'continued',
            actions: { type: 'navigate', params: { to: routes.dashboard } },
          },
          { target: 'continued', actions: { type: 'navigate', params: { to: routes.personalInformation } } },
        ],
      },
    },
    parentPaymentDone: {
      description: "'Payment is done successfully'; the parent leaves for the start page after 2 seconds.",
      meta: { spec: '02 §2 Thank-you page, §9 redirect after parent-e-mail payment' },
      after: { parentFlowDoneRedirect: { target: 'continued', actions: 'leaveParentFlow' } },
    },
    continued: { type: 'final' },
  },
});
