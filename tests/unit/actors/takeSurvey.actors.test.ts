import { describe, expect, it } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createTakeSurveyActors } from '@flows/thankYou/takeSurvey/takeSurvey.actors';

import { paidOrder, pendingOrder } from '../../model/orders.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createTakeSurveyActors(fakeArea(checkoutEndpoints, calls), fakeArea(studentEndpoints, calls));
const details = {
  studentId: 42,
  firstName: 'Sam',
  lastName: 'Student',
  emailId: 'sam@example.com',
  status: 'Active',
  isVerified: true,
  isPersonalInfoPending: false,
};

describe('createTakeSurveyActors', () => {
  it.each([
    { name: "the student's records", answer: envelope([pendingOrder, paidOrder]), output: [pendingOrder, paidOrder] },
    { name: 'no records for an answer without data', answer: noData(), output: [] },
  ])('loadPurchases answers $name', async ({ answer, output }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadPurchases',
      { studentId: 42 },
      { purchaseDetails: answer },
    );
    expect(result).toEqual({ output });
    expect(calls.purchaseDetails).toHaveBeenCalledWith({ student: { studentId: 42 } }, expect.any(AbortSignal));
  });

  it('loadStudent keeps the names and the e-mail the survey sends', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadStudent',
      { studentId: 42 },
      { studentDetails: envelope(details) },
    );
    expect(result).toEqual({ output: { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com' } });
    expect(calls.studentDetails).toHaveBeenCalledWith(42, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['loadPurchases', 'purchaseDetails', { studentId: 42 }],
    ['loadStudent', 'studentDetails', { studentId: 42 }],
  ]);
});
