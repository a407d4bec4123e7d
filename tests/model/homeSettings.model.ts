import { accountSettingsMachine } from '@machines/accountSettings';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';

export const homeSettingsModel: FlowModel<typeof accountSettingsMachine> = {
  id: 'homeSettings',
  title:
    'Settings: name, e-mail, verification, purchase status, the choices (a child: notificationPreferences), security links and language (01 §4 Login, 02 §2)',
  machine: accountSettingsMachine,
  input: { studentId: 42 },
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...outcomesOf(s, 'loadAccount', {
      answers: [
        {
          firstName: 'Sam',
          lastName: 'Student',
          emailId: 'student@example.com',
          status: 'Active',
          isVerified: true,
        },
        {
          firstName: 'Pat',
          lastName: 'Pending',
          emailId: 'pending@example.com',
          status: 'Payment Pending',
          isVerified: false,
        },
      ],
      failures: [networkFailure, refusal(404, 'NOT_FOUND', 'Student not found.')],
    }),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The settings page only loads and shows: no provided actions, no final state. The choices child runs for the whole
  // visit and is scripted here (its own model: notificationPreferences.model.ts).
  sideEffects: {},
};
