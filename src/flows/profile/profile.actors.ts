import { fromPromise } from 'xstate';

import type { SavedPersonalInformation } from '@contracts/account';
import type { FlexiFieldSaveItem } from '@contracts/profile';
import {
  type CountyAgency,
  type FlexiAnswer,
  type OtherInformation,
  type OtherInformationCourse,
  otherInformationMachine,
  type SaveOtherInformationInput,
} from '@machines/otherInformation';
import { profileMachine } from '@machines/profile';
import { type ProfileDetails, profileDetailsMachine } from '@machines/profileDetails';
import type { ProfileEndpoints } from '@shared/api/endpoints/profile';
import type { StatesEndpoints } from '@shared/api/endpoints/states';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import { loadStatesActor } from '@shared/api/loadStates';
import type { ImplementationsOf } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

export interface ProfileDeps {
  studentApi: StudentEndpoints;
  statesApi: StatesEndpoints;
  profileApi: ProfileEndpoints;
  storage: AppStorage;
}

/**
 * 02 §7 Flexi fields save: one item per answer, the student named as each value's refFieldId; an empty answer is
 * sent inactive (it clears the stored value).
 */
export function flexiSaveItems(
  studentId: number,
  configCourseId: number,
  answers: FlexiAnswer[],
): FlexiFieldSaveItem[] {
  return answers.map((answer) => ({
    flexiField: { flexiFieldId: answer.flexiFieldId, flexiFieldName: answer.flexiFieldName },
    isActive: answer.value !== '',
    refFieldId: studentId,
    refFieldValue: answer.value,
    configCourseId,
  }));
}

/** The details tab's I/O: its save, and the browser's user object after it. */
export const createProfileDetailsImplementations = ({ profileApi, storage }: ProfileDeps) =>
  ({
    actors: {
      saveProfileDetails: fromPromise<SavedPersonalInformation, ProfileDetails>(
        async ({ input, signal }) => (await profileApi.saveDetails(input, signal)).data,
      ),
    },
    actions: { storeUserObject: (_, { userObject }) => storage.set('userObject', userObject) },
  }) satisfies ImplementationsOf<typeof profileDetailsMachine>;

/** The "Other information" tab's I/O (02 §7 Flexi fields list and save, County agency). */
export const createOtherInformationActors = (profileApi: ProfileEndpoints) => ({
  loadOtherInformation: fromPromise<OtherInformation>(
    async ({ signal }) => (await profileApi.otherInformation(signal)).data,
  ),
  loadCountyAgencies: fromPromise<CountyAgency[], { countyCode: string }>(
    async ({ input, signal }) => (await profileApi.countyAgencies(input.countyCode, signal)).data,
  ),
  saveOtherInformation: fromPromise<OtherInformationCourse, SaveOtherInformationInput>(async ({ input, signal }) => {
    if (input.studentId === undefined) throw noStoredStudent;
    const items = flexiSaveItems(input.studentId, input.configCourseId, input.answers);
    return (await profileApi.saveOtherInformation(items, signal)).data;
  }),
});

/** The profile page's own loads: the saved details (the personal information's record) and the state list. */
export const createProfileActors = ({ studentApi, statesApi }: ProfileDeps) => ({
  loadProfileDetails: fromPromise<SavedPersonalInformation, { studentId?: number }>(async ({ input, signal }) => {
    if (input.studentId === undefined) throw noStoredStudent;
    return (await studentApi.personalInformation(input.studentId, signal)).data;
  }),
  loadStates: loadStatesActor(statesApi),
});

/** The profile machine with each tab's machine provided. */
export const createProfileImplementations = (deps: ProfileDeps) =>
  ({
    actors: {
      ...createProfileActors(deps),
      profileDetails: profileDetailsMachine.provide(createProfileDetailsImplementations(deps)),
      otherInformation: otherInformationMachine.provide({ actors: createOtherInformationActors(deps.profileApi) }),
    },
  }) satisfies ImplementationsOf<typeof profileMachine>;
