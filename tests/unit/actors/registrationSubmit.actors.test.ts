import { describe, expect, it } from 'vitest';

import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { invalidAnswer } from '@shared/api/failures';
import {
  createRegistrationCompletionActors,
  createRegistrationSubmitActors,
} from '@flows/registrationSubmit/registrationSubmit.actors';

import { registeredStudent, testRequests } from '../../model/registrationSubmit.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const submitWith: ActorsWith = (calls) => createRegistrationSubmitActors(fakeArea(registrationEndpoints, calls));
const completionWith: ActorsWith = (calls) =>
  createRegistrationCompletionActors(fakeArea(courseCheckoutEndpoints, calls), fakeArea(studentEndpoints, calls));
const { student } = registeredStudent();
const bypass = {
  studentId: 501,
  configCourseId: 612,
  organisationId: 3001,
  paymentGateway: 'BYPASSPAYMENT',
  totalAmount: 0,
};

describe('createRegistrationSubmitActors', () => {
  it.each([
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
  ])('register answers $name', async ({ answer, expected }) => {
    const { result, calls } = await outcomeOf(submitWith, 'register', testRequests.optedIn, { register: answer });
    expect(result).toEqual(expected);
    expect(calls.register).toHaveBeenCalledWith(testRequests.optedIn, expect.any(AbortSignal));
  });

  failuresPassThrough(submitWith, [['register', 'register', testRequests.optedIn]]);
});

describe('createRegistrationCompletionActors', () => {
  it.each([
    {
      name: 'an answer with the purchase',
      answer: envelope({
        studentPaymentTrxId: 7001,
        studentCourse: { studentCourseId: 8001 },
        paymentStatus: 'Completed',
      }),
    },
    // The bypass checkout accepts an answer without data.
    { name: 'an answer without data', answer: noData() },
  ])('checkout sends the bypass request and ends without output for $name', async ({ answer }) => {
    const { result, calls } = await outcomeOf(completionWith, 'checkout', bypass, { checkout: answer });
    expect(result).toEqual({ output: undefined });
    expect(calls.checkout).toHaveBeenCalledWith(bypass, expect.any(AbortSignal));
  });

  it.each([
    {
      name: 'a payment recorded',
      data: { ...student, status: 'Active', isVerified: true, defaultStPaymentTrxId: 7001 },
    },
    { name: 'no payment recorded', data: { ...student, isVerified: true } },
  ])('loadStudent answers the student details as they are: $name', async ({ data }) => {
    const { result, calls } = await outcomeOf(
      completionWith,
      'loadStudent',
      { studentId: 501 },
      { studentDetails: envelope(data) },
    );
    expect(result).toEqual({ output: data });
    expect(calls.studentDetails).toHaveBeenCalledWith(501, expect.any(AbortSignal));
  });

  failuresPassThrough(completionWith, [
    ['checkout', 'checkout', bypass],
    ['loadStudent', 'studentDetails', { studentId: 501 }],
  ]);
});
