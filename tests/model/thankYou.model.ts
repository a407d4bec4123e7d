import { type ThankYouInput, thankYouMachine } from '@machines/thankYou';

import { networkFailure, refusal } from './failures.fixtures';
import { type Arrival, effect, navigate, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import { paidOrder, pendingOrder } from './orders.fixtures';

/** The page right after paying for the order `paidOrder`. */
export const afterPayment: ThankYouInput = {
  studentId: 42,
  studentPaymentTrxId: paidOrder.targetId,
  afterPayment: true,
  isFastLaneStudent: false,
  parentEmailFlow: false,
  surveyRequired: false,
  skipPersonalInfo: false,
  upsellPayment: false,
  triviaIndex: 4,
  azFlow: false,
};

const emailFailure = refusal(502, 'MAIL_FAILED', 'The receipt could not be sent.');

/** Receipt actions are explored on the plain after-payment page and on an order from the history. */
const exploresReceipt = (input: ThankYouInput) =>
  !input.isFastLaneStudent && !input.parentEmailFlow && !input.surveyRequired && !input.upsellPayment;

type Snapshot = Parameters<FlowModel<typeof thankYouMachine>['events']>[0];

/** 02 §4 after a payment: a pay-later order (the newest) starts the session time; fast-lane step 3 becomes 4. */
function afterPurchase({ event, input }: Arrival<Snapshot>): SideEffect[] {
  if (event.type !== 'xstate.done.actor.loadPurchase') return [];
  const [newest] = event.output as Array<{ targetId: number }>;
  return [
    ...(newest?.targetId === pendingOrder.targetId ? [effect('startSessionTime')] : []),
    ...((input as ThankYouInput).fastLaneStep === '3' ? [effect('storeFastLaneStep', { step: '4' })] : []),
  ];
}

/**
 * Continue (or the end of the survey): AZ_FLOW's File Documents step, the fast lane's personal information,
 * else the dashboard when personal information is skipped.
 */
function continued({ event, from }: Arrival<Snapshot>): SideEffect[] {
  if (from?.matches('parentPaymentDone')) return [effect('leaveParentFlow')];
  if (from?.context.azFlow) return [navigate('/home/file-documents')];
  if (event.type === 'continue.request' && from?.context.isFastLaneStudent)
    return [navigate('/home/fast-lane-personal-information')];
  return [navigate(from?.context.skipPersonalInfo ? '/home/dashboard' : '/home/personal-information')];
}

export const thankYouModel: FlowModel<typeof thankYouMachine> = {
  id: 'thankYou',
  title:
    'Thank-you page and receipt: course-loading screen, receipt, print/download/e-mail, Continue, survey, parent flow (02 §2, §4)',
  machine: thankYouMachine,
  input: afterPayment,
  inputs: [
    { name: 'fast lane', input: { ...afterPayment, isFastLaneStudent: true, fastLaneStep: '3' } },
    { name: 'parent e-mail flow', input: { ...afterPayment, parentEmailFlow: true } },
    { name: 'survey required', input: { ...afterPayment, surveyRequired: true, triviaIndex: 23 } },
    { name: 'upsell payment', input: { ...afterPayment, upsellPayment: true, skipPersonalInfo: true, triviaIndex: 0 } },
    // An AZ_FLOW student files documents next (after the survey when one is required).
    { name: 'AZ flow', input: { ...afterPayment, azFlow: true, fastLaneStep: '3', isFastLaneStudent: true } },
    { name: 'AZ flow with a survey', input: { ...afterPayment, azFlow: true, surveyRequired: true } },
    {
      name: 'order from the history',
      input: { ...afterPayment, afterPayment: false, studentPaymentTrxId: pendingOrder.targetId },
    },
  ],
  events: (s) => {
    const receipt = exploresReceipt(s.context);
    return [
      ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
      ...(s.matches('showing') && receipt
        ? [{ type: 'receipt.print' }, { type: 'receipt.download' }, { type: 'receipt.email' }]
        : []),
      ...(s.matches('showing') && s.context.afterPayment ? [{ type: 'continue.request' }] : []),
      ...(s.matches('surveying') ? [{ type: 'survey.finish' }] : []),
      ...(invokes(s, 'loadPurchase')
        ? [
            // Newest first: a pay-later order pending before the paid one (sets the session-time flag).
            done('loadPurchase', [pendingOrder, paidOrder]),
            ...(receipt
              ? [done('loadPurchase', [paidOrder]), done('loadPurchase', []), failed('loadPurchase', networkFailure)]
              : []),
          ]
        : []),
      ...(invokes(s, 'loadStudent')
        ? [
            done('loadStudent', { name: 'Sam Student', emailId: 'sam@example.com', isPersonalInfoPending: true }),
            done('loadStudent', { name: 'Sam Student', emailId: 'sam@example.com', isPersonalInfoPending: false }),
            ...(receipt ? [failed('loadStudent', refusal(404, 'NOT_FOUND', 'Student not found.'))] : []),
          ]
        : []),
      ...(invokes(s, 'downloadReceipt') ? [done('downloadReceipt'), failed('downloadReceipt', networkFailure)] : []),
      ...(invokes(s, 'emailReceipt') ? [done('emailReceipt'), failed('emailReceipt', emailFailure)] : []),
      ...timers(s),
    ];
  },
  describeEvent: (e) =>
    ({
      'retry.request': 'the student clicks Try again',
      'continue.request': 'the student clicks Continue',
      'survey.finish': 'the survey ends (submitted, failed or skipped)',
      'receipt.print': 'the student clicks Print',
      'receipt.download': 'the student clicks Download receipt (PDF)',
      'receipt.email': 'the student clicks Email receipt',
    })[e.type],
  sideEffects: {
    loadingStudent: afterPurchase,
    showing: ({ event }) => {
      // Personal information already given: skipPersonalInfo is stored.
      if (event.type === 'xstate.done.actor.loadStudent')
        return (event.output as { isPersonalInfoPending: boolean }).isPersonalInfoPending
          ? []
          : [effect('storeSkipPersonalInfo')];
      return event.type === 'receipt.print' ? [effect('printReceipt')] : [];
    },
    continued,
  },
};
