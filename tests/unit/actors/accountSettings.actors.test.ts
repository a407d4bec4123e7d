import { describe } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { createAccountSettingsActors } from '@flows/home/accountSettings/accountSettings.actors';

import { actorsOver, answersTable, envelope, failuresPassThrough } from './actorTable';
import { needsStoredStudent, studentRecord } from './sharedTables';

const actorsWith = actorsOver(createAccountSettingsActors, studentEndpoints);
const details = (fields: Record<string, unknown> = {}) =>
  studentRecord({ inactivityTimeoutFlagEnabled: false, defaultStPaymentTrxId: 77, ...fields });

describe('createAccountSettingsActors', () => {
  answersTable(
    'loadAccount keeps the fields the settings show, for $name',
    actorsWith,
    { actor: 'loadAccount', call: 'studentDetails', input: { studentId: 41 }, sent: [41] },
    [
      {
        name: 'an active, verified student',
        answer: envelope(details()),
        output: {
          firstName: 'Sam',
          lastName: 'Student',
          emailId: 'sam@example.com',
          status: 'Active',
          isVerified: true,
        },
      },
      {
        name: 'a payment-pending student not verified yet',
        answer: envelope(details({ status: 'PaymentPending', isVerified: false })),
        output: {
          firstName: 'Sam',
          lastName: 'Student',
          emailId: 'sam@example.com',
          status: 'PaymentPending',
          isVerified: false,
        },
      },
    ],
  );

  needsStoredStudent(actorsWith, [['loadAccount', 'studentDetails']]);

  failuresPassThrough(actorsWith, [['loadAccount', 'studentDetails', { studentId: 41 }]]);
});
