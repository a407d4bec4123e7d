import { describe } from 'vitest';

import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { invalidAnswer } from '@shared/api/failures';
import {
  createRegistrationCompletionActors,
  createRegistrationSubmitActors,
} from '@flows/registrationSubmit/registrationSubmit.actors';

import { registeredStudent, testRequests } from '../../model/registrationSubmit.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn, noData } from './actorTable';
import { bypassCheckoutTable } from './sharedTables';

const submitWith = actorsOver(createRegistrationSubmitActors, registrationEndpoints);
const completionWith = actorsOver(createRegistrationCompletionActors, courseCheckoutEndpoints, studentEndpoints);
const { student } = registeredStudent();
const bypass = {
  studentId: 501,
  configCourseId: 612,
  organisationId: 3001,
  paymentGateway: 'BYPASSPAYMENT',
  totalAmount: 0,
};

describe('createRegistrationSubmitActors', () => {
  answersTable(
    'register answers $name',
    submitWith,
    { actor: 'register', call: 'register', input: testRequests.optedIn },
    [
      {
        name: 'the token and the student',
        answer: envelope(student, { token: 'registration-token', message: 'Registered.' }),
        expected: { output: { token: 'registration-token', student } },
      },
      { name: 'an invalid answer without a token', answer: envelope(student), expected: { error: invalidAnswer } },
      {
        name: 'an invalid answer without the student',
        answer: { ...noData(), token: 'registration-token' },
        expected: { error: invalidAnswer },
      },
    ],
  );

  failuresPassThrough(submitWith, [['register', 'register', testRequests.optedIn]]);
});

describe('createRegistrationCompletionActors', () => {
  bypassCheckoutTable(completionWith, bypass, 'registration-token');

  answersTable(
    'loadStudent answers the student details as they are: $name',
    completionWith,
    { actor: 'loadStudent', call: 'studentDetails', input: { studentId: 501 }, sent: [501] },
    [
      {
        name: 'a payment recorded',
        ...handedOn({ ...student, status: 'Active', isVerified: true, defaultStPaymentTrxId: 7001 }),
      },
      { name: 'no payment recorded', ...handedOn({ ...student, isVerified: true }) },
    ],
  );

  failuresPassThrough(completionWith, [
    ['checkout', 'checkoutAs', { request: bypass, token: 'registration-token' }],
    ['loadStudent', 'studentDetails', { studentId: 501 }],
  ]);
});
