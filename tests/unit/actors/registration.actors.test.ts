import { describe, expect, it } from 'vitest';

import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { createRegistrationActors } from '@flows/registration/registration.actors';

import { courtFields, registrationStates, texasFields } from '../../model/registration.model';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createRegistrationActors(fakeArea(registrationEndpoints, calls), fakeArea(statesEndpoints, calls));
const price = {
  configCourseId: 612,
  name: 'Los Angeles County Court Traffic School',
  basePrice: 24.95,
  crossOutPrice: 0,
  checkoutHeader: null,
  description: '',
  logoPath: null,
  stateId: null,
  mailPrice: { mailItems: [] },
  bhwlPrice: { bhwlItems: [] },
};
/** The flexi-field answer's own names (01 §7 Flexi fields list). */
const flexiAnswer = (fields: typeof courtFields) =>
  envelope({ studentFlexiFieldDtoList: fields.flexiFields, studentCourseInformationDtoObj: fields.courseInformation });

describe('createRegistrationActors', () => {
  it.each([
    { name: 'the state list', answer: envelope(registrationStates), output: registrationStates },
    { name: 'no states for an answer without data', answer: noData(), output: [] },
  ])('loadStates answers $name', async ({ answer, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'loadStates', undefined, { states: answer });
    expect(result).toEqual({ output });
    expect(calls.states).toHaveBeenCalledWith(expect.any(AbortSignal));
  });

  it('loadCoursePrice answers the price record of the course', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadCoursePrice',
      { configCourseId: 612 },
      { coursePrice: envelope(price) },
    );
    expect(result).toEqual({ output: price });
    expect(calls.coursePrice).toHaveBeenCalledWith(612, expect.any(AbortSignal));
  });

  it.each([
    {
      name: 'the court fields and the course information',
      input: { configCourseId: 612, stateId: 5 },
      answer: flexiAnswer(courtFields),
      output: courtFields,
    },
    {
      name: 'fields without course information',
      input: { configCourseId: 613, stateId: 44 },
      answer: flexiAnswer(texasFields),
      output: texasFields,
    },
    {
      name: 'no fields for an answer without data',
      input: { configCourseId: 611, stateId: undefined },
      answer: noData(),
      output: { flexiFields: [], courseInformation: null },
    },
  ])('loadFlexiFields maps $name', async ({ input, answer, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'loadFlexiFields', input, { flexiFields: answer });
    expect(result).toEqual({ output });
    expect(calls.flexiFields).toHaveBeenCalledWith(
      { configCourseId: input.configCourseId, stateId: input.stateId },
      expect.any(AbortSignal),
    );
  });

  it.each([
    { name: 'another course for the state', courseConfigId: 613 },
    { name: 'the same course', courseConfigId: 611 },
  ])('remapCourse answers the course id only: $name', async ({ courseConfigId }) => {
    const input = { configCourseId: 611, stateId: 44 };
    const { result, calls } = await outcomeOf(actorsWith, 'remapCourse', input, {
      courseRemap: envelope({ courseConfigId }),
    });
    expect(result).toEqual({ output: courseConfigId });
    expect(calls.courseRemap).toHaveBeenCalledWith(input, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['loadStates', 'states', undefined],
    ['loadCoursePrice', 'coursePrice', { configCourseId: 612 }],
    ['loadFlexiFields', 'flexiFields', { configCourseId: 612, stateId: 5 }],
    ['remapCourse', 'courseRemap', { configCourseId: 611, stateId: 44 }],
  ]);
});
