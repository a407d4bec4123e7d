import { type EntryLinkInput, entryLinkMachine } from '@machines/entryLink';

import { refusal } from './failures.fixtures';
import { effect, navigate, type SideEffect } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';

/** The claims of a verified parent link. */
export const claims = {
  primaryConfigCourseId: 611,
  secondaryConfigCourseIds: [612],
  organisationId: 1001,
  studentId: 42,
  studentPaymentTrxId: 9,
};

/** What the start page does with the link it was opened with (01 §2 Entry query parameters). */
function linkEffects(link: EntryLinkInput['link']): SideEffect[] {
  switch (link.kind) {
    case 'hashRoute':
      return [effect('openLegacyAddress', { address: link.to })];
    case 'marketingSite':
      return [effect('openExternal', { url: link.url })];
    case 'backendLogin':
      return [effect('storeBackendLogin', link), navigate('/home/personal-information', { replace: true })];
    case 'studentLink':
      return [effect('storeStudentLink', link), navigate('/auth-check', { replace: true })];
    default:
      return [];
  }
}

export const entryLinkModel: FlowModel<typeof entryLinkMachine> = {
  id: 'entryLink',
  title: 'Entry links on the start page: hash route, marketing site, backend login, student link, parent link (01 §2)',
  machine: entryLinkMachine,
  input: { link: { kind: 'none' } },
  inputs: [
    { name: 'hash route', input: { link: { kind: 'hashRoute', to: '/register?configCourseId=5' } } },
    { name: 'marketing site', input: { link: { kind: 'marketingSite', url: 'https://marketing.example' } } },
    { name: 'backend login', input: { link: { kind: 'backendLogin', token: 'tok', studentSource: 'crm' } } },
    {
      name: 'student link',
      input: { link: { kind: 'studentLink', token: 'tok', studentId: 42, studentPaymentTrxId: 9 } },
    },
    { name: 'parent link', input: { link: { kind: 'parentLink', token: 'parent.tok' } } },
  ],
  events: (s) => [
    ...(s.matches('refused') ? [{ type: 'verification.retry' }] : []),
    ...outcomesOf(s, 'verifyParentToken', {
      answers: [claims],
      failures: [refusal(400, 'VALIDATION', 'This link is invalid or has expired.')],
    }),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'verification.retry' ? 'the visitor tries the link again' : undefined),
  sideEffects: {
    // No entry parameters: the landing page shows, nothing is stored.
    absent: [],
    left: ({ event, input }) =>
      event.type === 'xstate.done.actor.verifyParentToken'
        ? // A verified parent link: its claims and token are stored, then the parent cart.
          [
            effect('storeParentFlow', { token: 'parent.tok', claims }),
            navigate('/home/parent-cart-summary', { replace: true }),
          ]
        : linkEffects((input as EntryLinkInput).link),
  },
};
