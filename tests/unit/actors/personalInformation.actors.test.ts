import { describe } from 'vitest';

import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createPersonalInformationActors } from '@flows/personalInformation/personalInformation.actors';

import { savedAtRegistration, studentDetails } from '../../model/personalInformation.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough } from './actorTable';
import { needsStoredStudent, statesListTable } from './sharedTables';

const actorsWith = actorsOver(createPersonalInformationActors, studentEndpoints, statesEndpoints);
const save = { studentId: 42, values: studentDetails };

describe('createPersonalInformationActors', () => {
  answersTable(
    'loadPersonalInformation $name',
    actorsWith,
    { actor: 'loadPersonalInformation', call: 'personalInformation', input: { studentId: 42 }, sent: [42] },
    [{ name: 'answers what is saved so far', answer: envelope(savedAtRegistration), output: savedAtRegistration }],
  );

  statesListTable(actorsWith);

  answersTable(
    'savePersonalInformation sends the values and says whether $name',
    actorsWith,
    { actor: 'savePersonalInformation', call: 'savePersonalInformation', input: save, sent: [42, studentDetails] },
    [
      {
        name: 'a parent verification is required',
        answer: envelope({ ...savedAtRegistration, isParentVerificationRequired: true }),
        output: { isParentVerificationRequired: true },
      },
      {
        name: 'no parent verification',
        answer: envelope({ ...savedAtRegistration, isParentVerificationRequired: false }),
        output: { isParentVerificationRequired: false },
      },
    ],
  );

  needsStoredStudent(actorsWith, [
    ['loadPersonalInformation', 'personalInformation'],
    ['savePersonalInformation', 'savePersonalInformation', { studentId: undefined, values: studentDetails }],
  ]);

  failuresPassThrough(actorsWith, [
    ['loadPersonalInformation', 'personalInformation', { studentId: 42 }],
    ['loadStates', 'states', undefined],
    ['savePersonalInformation', 'savePersonalInformation', save],
  ]);
});
