import { fromPromise } from 'xstate';
import type { CoursePrice, UsState } from '@contracts/index';
import type { CourseRemapInput, FlexiFieldsInput, FlexiFieldsOutput } from '@machines/registration';
import type { Failure } from '@machines/shared/failure';
import { asFailure } from '@app/shared/api';
import type { RegistrationEndpoints } from '@app/shared/api/endpoints/registration';
import type { StatesEndpoints } from '@app/shared/api/endpoints/states';

const noData: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** The real I/O of the registration page (01 §7 State list, Course price, Flexi fields, Course remapping). */
export const createRegistrationActors = (registrationApi: RegistrationEndpoints, statesApi: StatesEndpoints) => ({
  loadStates: fromPromise<UsState[], void>(async ({ signal }) => {
    const answer = await asFailure(() => statesApi.states(signal));
    return answer.data ?? [];
  }),
  loadCoursePrice: fromPromise<CoursePrice, { configCourseId: number }>(async ({ input, signal }) => {
    const answer = await asFailure(() => registrationApi.coursePrice(input.configCourseId, signal));
    if (!answer.data) throw noData;
    return answer.data;
  }),
  loadFlexiFields: fromPromise<FlexiFieldsOutput, FlexiFieldsInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => registrationApi.flexiFields({ configCourseId: input.configCourseId, stateId: input.stateId }, signal));
    return { flexiFields: answer.data?.studentFlexiFieldDtoList ?? [], courseInformation: answer.data?.studentCourseInformationDtoObj ?? null };
  }),
  remapCourse: fromPromise<number, CourseRemapInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => registrationApi.courseRemap(input, signal));
    if (!answer.data) throw noData;
    return answer.data.courseConfigId;
  }),
});
