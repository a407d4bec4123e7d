import { accountSettingsMachine } from '@machines/accountSettings';

import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const homeSettingsModel: FlowModel<typeof accountSettingsMachine> = {
  id: 'homeSettings',
  title: 'Settings: name, e-mail, verification, purchase status and language (01 §4 Login, 02 §2)',
  machine: accountSettingsMachine,
  input: { studentId: 42 },
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(invokes(s, 'loadAccount')
      ? [
          done('loadAccount', {
            firstName: 'Sam',
            lastName: 'Student',
            emailId: 'student@example.com',
            status: 'Active',
            isVerified: true,
          }),
          done('loadAccount', {
            firstName: 'Pat',
            lastName: 'Pending',
            emailId: 'pending@example.com',
            status: 'Payment Pending',
            isVerified: false,
          }),
          failed('loadAccount', { kind: 'network', httpStatus: 0, message: '' }),
          failed('loadAccount', { kind: 'failure', httpStatus: 404, code: 'NOT_FOUND', message: 'Student not found.' }),
        ]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The settings page only loads and shows: no provided actions, no final state.
  sideEffects: {},
};
