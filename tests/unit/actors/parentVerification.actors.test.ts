import { describe, expect, it } from 'vitest';

import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { invalidAnswer, noStoredStudent } from '@shared/api/failures';
import { createParentVerificationActors } from '@flows/parentVerification/parentVerification.actors';

import { parentFields } from '../../model/parentVerification.fixtures';
import { apiStates } from '../../model/personalInformation.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createParentVerificationActors(fakeArea(studentEndpoints, calls), fakeArea(statesEndpoints, calls));
const request = { studentId: 42, studentPaymentTrxId: 901, ...parentFields };

describe('createParentVerificationActors', () => {
  it.each([
    {
      name: 'keeps the default payment transaction',
      data: { studentId: 42, defaultStPaymentTrxId: 77 },
      output: { defaultStPaymentTrxId: 77 },
    },
    {
      name: 'keeps a missing payment transaction',
      data: { studentId: 42, defaultStPaymentTrxId: null },
      output: { defaultStPaymentTrxId: null },
    },
  ])('loadStudent $name', async ({ data, output }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadStudent',
      { studentId: 42 },
      { studentDetails: envelope(data) },
    );
    expect(result).toEqual({ output });
    expect(calls.studentDetails).toHaveBeenCalledWith(42, expect.any(AbortSignal));
  });

  it('loadStudent without a stored student fails plainly, without a call', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadStudent',
      { studentId: undefined },
      { studentDetails: envelope({}) },
    );
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls.studentDetails).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'the state list', answer: envelope(apiStates), expected: { output: apiStates } },
    // The form cannot be filled without states: an answer without them is unusable.
    { name: 'an invalid answer without the list', answer: noData(), expected: { error: invalidAnswer } },
  ])('loadStates answers $name', async ({ answer, expected }) => {
    const { result } = await outcomeOf(actorsWith, 'loadStates', undefined, { states: answer });
    expect(result).toEqual(expected);
  });

  it.each([
    { name: 'verified', message: 'Parent Verified Successfully' },
    { name: 'another message (a refusal the machine words)', message: 'Parent details received' },
  ])('verifyParent answers the message only: $name', async ({ message }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'verifyParent', request, {
      parentVerification: noData(message),
    });
    expect(result).toEqual({ output: { message } });
    expect(calls.parentVerification).toHaveBeenCalledWith(request, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['loadStudent', 'studentDetails', { studentId: 42 }],
    ['loadStates', 'states', undefined],
    ['verifyParent', 'parentVerification', request],
  ]);
});
