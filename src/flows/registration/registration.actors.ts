import { fromPromise } from 'xstate';

import type { CoursePrice, UsState } from '@contracts/index';
import type {
  CourseRemapInput,
  FlexiFieldsInput,
  FlexiFieldsOutput,
  registrationMachine,
} from '@machines/registration';
import type { RegistrationEndpoints } from '@shared/api/endpoints/registration';
import type { StatesEndpoints } from '@shared/api/endpoints/states';
import type { ImplementationsOf } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

import { storeEntry } from './registrationStorage';

/** The real I/O of the registration page (01 §7 State list, Course price, Flexi fields, Course remapping). */
export const createRegistrationActors = (registrationApi: RegistrationEndpoints, statesApi: StatesEndpoints) => ({
  loadStates: fromPromise<UsState[], void>(async ({ signal }) => (await statesApi.states(signal)).data ?? []),
  loadCoursePrice: fromPromise<CoursePrice, { configCourseId: number }>(
    async ({ input, signal }) => (await registrationApi.coursePrice(input.configCourseId, signal)).data,
  ),
  loadFlexiFields: fromPromise<FlexiFieldsOutput, FlexiFieldsInput>(async ({ input, signal }) => {
    const answer = await registrationApi.flexiFields(
      { configCourseId: input.configCourseId, stateId: input.stateId },
      signal,
    );
    return {
      flexiFields: answer.data?.studentFlexiFieldDtoList ?? [],
      courseInformation: answer.data?.studentCourseInformationDtoObj ?? null,
    };
  }),
  remapCourse: fromPromise<number, CourseRemapInput>(
    async ({ input, signal }) => (await registrationApi.courseRemap(input, signal)).data.courseConfigId,
  ),
});

/** Everything the registration page machine needs from the app: its I/O, storage and the branding reload. */
export const createRegistrationImplementations = ({
  registrationApi,
  statesApi,
  storage,
  reloadBranding,
}: {
  registrationApi: RegistrationEndpoints;
  statesApi: StatesEndpoints;
  storage: AppStorage;
  reloadBranding: (configCourseId: number) => void;
}) =>
  ({
    actors: createRegistrationActors(registrationApi, statesApi),
    actions: {
      storeEntry: (_, entry) => storeEntry(storage, entry),
      storeConfigCourseId: (_, { configCourseId }) => storage.set('configCourseId', configCourseId),
      storeStateId: (_, { stateId }) => storage.set('stateId', stateId),
      storeCourseName: (_, { courseName }) => storage.set('courseName', courseName),
      reloadBranding: (_, { configCourseId }) => reloadBranding(configCourseId),
    },
  }) satisfies ImplementationsOf<typeof registrationMachine>;
