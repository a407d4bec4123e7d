import { fromPromise } from 'xstate';
import type { CoursePrice, UsState } from '@contracts/index';
import type { CourseRemapInput, FlexiFieldsInput, FlexiFieldsOutput } from '@machines/registration';
import type { RegistrationEndpoints } from '@app/shared/api/endpoints/registration';
import type { StatesEndpoints } from '@app/shared/api/endpoints/states';

/** The real I/O of the registration page (01 §7 State list, Course price, Flexi fields, Course remapping). */
export const createRegistrationActors = (registrationApi: RegistrationEndpoints, statesApi: StatesEndpoints) => ({
  loadStates: fromPromise<UsState[], void>(async ({ signal }) => (await statesApi.states(signal)).data ?? []),
  loadCoursePrice: fromPromise<CoursePrice, { configCourseId: number }>(async ({ input, signal }) => (await registrationApi.coursePrice(input.configCourseId, signal)).data),
  loadFlexiFields: fromPromise<FlexiFieldsOutput, FlexiFieldsInput>(async ({ input, signal }) => {
    const answer = await registrationApi.flexiFields({ configCourseId: input.configCourseId, stateId: input.stateId }, signal);
    return { flexiFields: answer.data?.studentFlexiFieldDtoList ?? [], courseInformation: answer.data?.studentCourseInformationDtoObj ?? null };
  }),
  remapCourse: fromPromise<number, CourseRemapInput>(async ({ input, signal }) => (await registrationApi.courseRemap(input, signal)).data.courseConfigId),
});
