import { describe } from 'vitest';

import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createParentVerificationActors } from '@flows/parentVerification/parentVerification.actors';

import { parentFields } from '../../model/parentVerification.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, noData } from './actorTable';
import { needsStoredStudent, statesListTable } from './sharedTables';

const actorsWith = actorsOver(createParentVerificationActors, studentEndpoints, statesEndpoints);
const request = { studentId: 42, studentPaymentTrxId: 901, ...parentFields };

describe('createParentVerificationActors', () => {
  answersTable(
    'loadStudent $name',
    actorsWith,
    { actor: 'loadStudent', call: 'studentDetails', input: { studentId: 42 }, sent: [42] },
    [
      {
        name: 'keeps the default payment transaction',
        answer: envelope({ studentId: 42, defaultStPaymentTrxId: 77 }),
        output: { defaultStPaymentTrxId: 77 },
      },
      {
        name: 'keeps a missing payment transaction',
        answer: envelope({ studentId: 42, defaultStPaymentTrxId: null }),
        output: { defaultStPaymentTrxId: null },
      },
    ],
  );

  needsStoredStudent(actorsWith, [['loadStudent', 'studentDetails']]);

  statesListTable(actorsWith);

  answersTable(
    'verifyParent answers the message only: $name',
    actorsWith,
    { actor: 'verifyParent', call: 'parentVerification', input: request },
    [
      {
        name: 'verified',
        answer: noData('Parent Verified Successfully'),
        output: { message: 'Parent Verified Successfully' },
      },
      {
        name: 'another message (a refusal the machine words)',
        answer: noData('Parent details received'),
        output: { message: 'Parent details received' },
      },
    ],
  );

  failuresPassThrough(actorsWith, [
    ['loadStudent', 'studentDetails', { studentId: 42 }],
    ['loadStates', 'states', undefined],
    ['verifyParent', 'parentVerification', request],
  ]);
});
