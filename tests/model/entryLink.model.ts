import { entryLinkMachine } from '@machines/entryLink';
import { done, failed, invokes, timers, type FlowModel } from './harness/model';

const claims = { primaryConfigCourseId: 611, secondaryConfigCourseIds: [612], organisationId: 1001, studentId: 42, studentPaymentTrxId: 9 };

export const entryLinkModel: FlowModel<typeof entryLinkMachine> = {
  id: 'entryLink',
  title: 'Entry links on the start page: hash route, marketing site, backend login, student link, parent link (01 §2)',
  machine: entryLinkMachine,
  input: { link: { kind: 'none' } },
  inputs: [
    { name: 'hash route', input: { link: { kind: 'hashRoute', to: '/register?configCourseId=5' } } },
    { name: 'marketing site', input: { link: { kind: 'marketingSite', url: 'https://marketing.example' } } },
    { name: 'backend login', input: { link: { kind: 'backendLogin', token: 'tok', studentSource: 'crm' } } },
    { name: 'student link', input: { link: { kind: 'studentLink', token: 'tok', studentId: 42, studentPaymentTrxId: 9 } } },
    { name: 'parent link', input: { link: { kind: 'parentLink', token: 'parent.tok' } } },
  ],
  events: (s) => [
    ...(s.matches('refused') ? [{ type: 'verification.retry' }] : []),
    ...(invokes(s, 'verifyParentToken')
      ? [done('verifyParentToken', claims), failed('verifyParentToken', { kind: 'failure', httpStatus: 400, code: 'VALIDATION', message: 'This link is invalid or has expired.' })]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'verification.retry' ? 'the visitor tries the link again' : undefined),
};
