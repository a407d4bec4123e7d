import { describe } from 'vitest';

import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { createRegistrationActors } from '@flows/registration/registration.actors';

import { courseNames, coursePrice, courtFields, registrationStates, texasFields } from '../../model/registration.model';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn, noData } from './actorTable';

const actorsWith = actorsOver(createRegistrationActors, registrationEndpoints, statesEndpoints);
const price = coursePrice(612, courseNames[612]);
/** The flexi-field answer's own names (01 §7 Flexi fields list). */
const flexiAnswer = (fields: typeof courtFields) =>
  envelope({ studentFlexiFieldDtoList: fields.flexiFields, studentCourseInformationDtoObj: fields.courseInformation });

describe('createRegistrationActors', () => {
  answersTable(
    'loadStates answers $name',
    actorsWith,
    { actor: 'loadStates', call: 'states', input: undefined, sent: [] },
    [
      { name: 'the state list', answer: envelope(registrationStates), output: registrationStates },
      { name: 'no states for an answer without data', answer: noData(), output: [] },
    ],
  );

  answersTable(
    'loadCoursePrice answers $name',
    actorsWith,
    { actor: 'loadCoursePrice', call: 'coursePrice', input: { configCourseId: 612 }, sent: [612] },
    [{ name: 'the price record of the course', ...handedOn(price) }],
  );

  answersTable('loadFlexiFields maps $name', actorsWith, { actor: 'loadFlexiFields', call: 'flexiFields' }, [
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
  ]);

  answersTable(
    'remapCourse answers the course id only: $name',
    actorsWith,
    { actor: 'remapCourse', call: 'courseRemap', input: { configCourseId: 611, stateId: 44 } },
    [
      { name: 'another course for the state', answer: envelope({ courseConfigId: 613 }), output: 613 },
      { name: 'the same course', answer: envelope({ courseConfigId: 611 }), output: 611 },
    ],
  );

  failuresPassThrough(actorsWith, [
    ['loadStates', 'states', undefined],
    ['loadCoursePrice', 'coursePrice', { configCourseId: 612 }],
    ['loadFlexiFields', 'flexiFields', { configCourseId: 612, stateId: 5 }],
    ['remapCourse', 'courseRemap', { configCourseId: 611, stateId: 44 }],
  ]);
});
