// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { profileEndpoints } from '@shared/api/endpoints/profile';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createAppStorage } from '@shared/storage';
import {
  createOtherInformationActors,
  createProfileActors,
  createProfileDetailsImplementations,
  type ProfileDeps,
} from '@flows/profile/profile.actors';

import { memoryStorageArea } from '../../model/branding.services';
import { laAgencies, losAngelesCourse, savedDetails, twoCourses } from '../../model/profile.fixtures';
import { detailsSaved, detailsSent } from '../../model/profile.fixtures';
import { type ActorsWith, answersTable, envelope, failuresPassThrough, fakeArea, handedOn } from './actorTable';
import { needsStoredStudent, statesListTable } from './sharedTables';

const depsOf = (calls: Record<string, (...args: never[]) => unknown>): ProfileDeps => ({
  studentApi: fakeArea(studentEndpoints, calls),
  statesApi: fakeArea(statesEndpoints, calls),
  profileApi: fakeArea(profileEndpoints, calls),
  storage: createAppStorage(memoryStorageArea()),
});
const actorsWith: ActorsWith = (calls) => {
  const deps = depsOf(calls);
  return {
    ...createProfileActors(deps),
    ...createOtherInformationActors(deps.profileApi),
    ...createProfileDetailsImplementations(deps).actors,
  };
};

const answers = [
  { flexiFieldId: 89, flexiFieldName: 'CITATIONCOUNTY', value: '2815' },
  { flexiFieldId: 161, flexiFieldName: 'COUNTYAGENCY', value: 'Pasadena Police Department' },
  { flexiFieldId: 6, flexiFieldName: 'PermitNumberCONFIRM', value: 'P1234567' },
  { flexiFieldId: 3, flexiFieldName: 'CITATIONDATE', value: '' },
];

describe('profile actors', () => {
  answersTable(
    'loadProfileDetails $name',
    actorsWith,
    { actor: 'loadProfileDetails', call: 'personalInformation', input: { studentId: 42 }, sent: [42] },
    [{ name: "answers the personal information's record", ...handedOn(savedDetails) }],
  );

  statesListTable(actorsWith);

  answersTable(
    'saveProfileDetails $name',
    actorsWith,
    { actor: 'saveProfileDetails', call: 'saveDetails', input: detailsSent, sent: [detailsSent] },
    [{ name: 'sends the details and answers them as saved', ...handedOn(detailsSaved) }],
  );

  answersTable(
    'loadOtherInformation $name',
    actorsWith,
    { actor: 'loadOtherInformation', call: 'otherInformation', sent: [] },
    [{ name: 'answers the courses with their fields', ...handedOn(twoCourses) }],
  );

  answersTable(
    'loadCountyAgencies $name',
    actorsWith,
    { actor: 'loadCountyAgencies', call: 'countyAgencies', input: { countyCode: '2815' }, sent: ['2815'] },
    [{ name: "answers the county's agencies", ...handedOn(laAgencies) }],
  );

  answersTable(
    'saveOtherInformation $name',
    actorsWith,
    {
      actor: 'saveOtherInformation',
      call: 'saveOtherInformation',
      input: { studentId: 42, configCourseId: 612, answers },
      answer: envelope(losAngelesCourse),
      output: losAngelesCourse,
    },
    [
      {
        name: 'sends the 02 §7 items: the student as refFieldId, an empty answer inactive',
        sent: [
          [
            {
              flexiField: { flexiFieldId: 89, flexiFieldName: 'CITATIONCOUNTY' },
              isActive: true,
              refFieldId: 42,
              refFieldValue: '2815',
              configCourseId: 612,
            },
            {
              flexiField: { flexiFieldId: 161, flexiFieldName: 'COUNTYAGENCY' },
              isActive: true,
              refFieldId: 42,
              refFieldValue: 'Pasadena Police Department',
              configCourseId: 612,
            },
            {
              flexiField: { flexiFieldId: 6, flexiFieldName: 'PermitNumberCONFIRM' },
              isActive: true,
              refFieldId: 42,
              refFieldValue: 'P1234567',
              configCourseId: 612,
            },
            {
              flexiField: { flexiFieldId: 3, flexiFieldName: 'CITATIONDATE' },
              isActive: false,
              refFieldId: 42,
              refFieldValue: '',
              configCourseId: 612,
            },
          ],
        ],
      },
    ],
  );

  needsStoredStudent(actorsWith, [
    ['loadProfileDetails', 'personalInformation'],
    ['saveOtherInformation', 'saveOtherInformation', { studentId: undefined, configCourseId: 612, answers }],
  ]);

  failuresPassThrough(actorsWith, [
    ['loadProfileDetails', 'personalInformation', { studentId: 42 }],
    ['loadStates', 'states', undefined],
    ['saveProfileDetails', 'saveDetails', detailsSent],
    ['loadOtherInformation', 'otherInformation', undefined],
    ['loadCountyAgencies', 'countyAgencies', { countyCode: '2815' }],
    ['saveOtherInformation', 'saveOtherInformation', { studentId: 42, configCourseId: 612, answers }],
  ]);

  it('storeUserObject keeps the saved names in the browser', () => {
    const deps = depsOf({});
    const { storeUserObject } = createProfileDetailsImplementations(deps).actions;
    const userObject = { firstName: 'Pia', lastName: 'Updated', emailId: 'profile@example.com' };
    (storeUserObject as (args: unknown, params: { userObject: typeof userObject }) => void)({}, { userObject });
    expect(deps.storage.get('userObject')).toEqual(userObject);
  });
});
