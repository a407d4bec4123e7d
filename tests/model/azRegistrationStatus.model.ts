import { type AzRegistrationStatus, azRegistrationStatusMachine } from '@machines/azRegistrationStatus';

import { networkFailure } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

const base = { studentCourseId: 70013, courseName: 'Arizona Defensive Driving School' };
/** Registered and paid; documents not filed yet. */
export const justPaid: AzRegistrationStatus = {
  ...base,
  registeredAt: '2026-06-01T15:00:00.000Z',
  paidAt: '2026-06-01T15:10:00.000Z',
  documentsFiledAt: null,
  eligibility: null,
  courseStartedAt: null,
};
export const started: AzRegistrationStatus = {
  ...justPaid,
  documentsFiledAt: '2026-06-02T15:00:00.000Z',
  eligibility: { outcome: 'approved', decidedAt: '2026-06-02T16:00:00.000Z' },
  courseStartedAt: '2026-06-03T15:00:00.000Z',
};
export const declined: AzRegistrationStatus = {
  ...justPaid,
  documentsFiledAt: '2026-06-02T15:00:00.000Z',
  eligibility: { outcome: 'declined', decidedAt: '2026-06-02T16:00:00.000Z' },
};
export const filed: AzRegistrationStatus = { ...justPaid, documentsFiledAt: '2026-06-02T15:00:00.000Z' };
export const approved: AzRegistrationStatus = {
  ...filed,
  eligibility: { outcome: 'approved', decidedAt: '2026-06-02T16:00:00.000Z' },
};

export const azRegistrationStatusModel: FlowModel<typeof azRegistrationStatusMachine> = {
  id: 'azRegistrationStatus',
  title:
    'Registration status: the Arizona flow as a timeline (registered, paid, documents filed, eligibility, course started) with dates (02 §2 az-registration-status)',
  machine: azRegistrationStatusMachine,
  input: {},
  events: (s) => [
    ...outcomesOf(s, 'loadStatus', {
      answers: [justPaid, filed, approved, declined, started],
      failures: [networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  sideEffects: {},
};
