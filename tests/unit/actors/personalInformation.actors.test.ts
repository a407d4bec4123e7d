import { describe, expect, it } from 'vitest';

import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { invalidAnswer, noStoredStudent } from '@shared/api/failures';
import { createPersonalInformationActors } from '@flows/personalInformation/personalInformation.actors';

import { apiStates, savedAtRegistration, studentDetails } from '../../model/personalInformation.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createPersonalInformationActors(fakeArea(studentEndpoints, calls), fakeArea(statesEndpoints, calls));
const save = { studentId: 42, values: studentDetails };

describe('createPersonalInformationActors', () => {
  it('loadPersonalInformation answers what is saved so far', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadPersonalInformation',
      { studentId: 42 },
      { personalInformation: envelope(savedAtRegistration) },
    );
    expect(result).toEqual({ output: savedAtRegistration });
    expect(calls.personalInformation).toHaveBeenCalledWith(42, expect.any(AbortSignal));
  });

  it.each([
    { name: 'the state list', answer: envelope(apiStates), expected: { output: apiStates } },
    { name: 'an invalid answer without the list', answer: noData(), expected: { error: invalidAnswer } },
  ])('loadStates answers $name', async ({ answer, expected }) => {
    const { result } = await outcomeOf(actorsWith, 'loadStates', undefined, { states: answer });
    expect(result).toEqual(expected);
  });

  it.each([
    {
      name: 'a parent verification is required',
      data: { ...savedAtRegistration, isParentVerificationRequired: true },
      output: { isParentVerificationRequired: true },
    },
    {
      name: 'no parent verification',
      data: { ...savedAtRegistration, isParentVerificationRequired: false },
      output: { isParentVerificationRequired: false },
    },
  ])('savePersonalInformation sends the values and says whether $name', async ({ data, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'savePersonalInformation', save, {
      savePersonalInformation: envelope(data),
    });
    expect(result).toEqual({ output });
    expect(calls.savePersonalInformation).toHaveBeenCalledWith(42, studentDetails, expect.any(AbortSignal));
  });

  it.each([
    { actor: 'loadPersonalInformation', call: 'personalInformation', input: { studentId: undefined } },
    {
      actor: 'savePersonalInformation',
      call: 'savePersonalInformation',
      input: { studentId: undefined, values: studentDetails },
    },
  ])('$actor without a stored student fails plainly, without a call', async ({ actor, call, input }) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, input, { [call]: envelope({}) });
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls[call]).not.toHaveBeenCalled();
  });

  failuresPassThrough(actorsWith, [
    ['loadPersonalInformation', 'personalInformation', { studentId: 42 }],
    ['loadStates', 'states', undefined],
    ['savePersonalInformation', 'savePersonalInformation', save],
  ]);
});
