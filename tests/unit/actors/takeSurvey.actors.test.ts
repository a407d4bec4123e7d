import { describe } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createTakeSurveyActors } from '@flows/thankYou/takeSurvey/takeSurvey.actors';

import { paidOrder, pendingOrder } from '../../model/orders.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough } from './actorTable';
import { listRows, studentRecord } from './sharedTables';

const actorsWith = actorsOver(createTakeSurveyActors, checkoutEndpoints, studentEndpoints);
const details = studentRecord({ studentId: 42, isPersonalInfoPending: false });

describe('createTakeSurveyActors', () => {
  answersTable(
    'loadPurchases answers $name',
    actorsWith,
    {
      actor: 'loadPurchases',
      call: 'purchaseDetails',
      input: { studentId: 42 },
      sent: [{ student: { studentId: 42 } }],
    },
    listRows('records', {
      name: "the student's records",
      answer: envelope([pendingOrder, paidOrder]),
      output: [pendingOrder, paidOrder],
    }),
  );

  answersTable('loadStudent $name', actorsWith, { actor: 'loadStudent', call: 'studentDetails', sent: [42] }, [
    {
      name: 'keeps the names and the e-mail the survey sends',
      input: { studentId: 42 },
      answer: envelope(details),
      output: { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com' },
    },
  ]);

  failuresPassThrough(actorsWith, [
    ['loadPurchases', 'purchaseDetails', { studentId: 42 }],
    ['loadStudent', 'studentDetails', { studentId: 42 }],
  ]);
});
