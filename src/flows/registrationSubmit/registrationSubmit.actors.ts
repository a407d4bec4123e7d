import { fromPromise } from 'xstate';
import type { Student } from '@contracts/auth';
import type { RegistrationRequest } from '@contracts/registration';
import type { CheckoutRequest, LoadStudentInput, Registered } from '@machines/registrationSubmit';
import { invalidAnswer } from '@app/shared/api';
import type { CourseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';
import type { RegistrationEndpoints } from '@app/shared/api/endpoints/registration';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';

/** 01 §7 Register: the answer as the machine needs it (status, token, data); a success without a token or a student cannot go on. */
export const registeredFrom = (answer: { token?: string; data?: Student }): Registered => {
  if (!answer.token || !answer.data) throw invalidAnswer;
  return { token: answer.token, student: answer.data };
};

/** The real I/O of the registration submit flow (01 §7 Register). */
export const createRegistrationSubmitActors = (api: RegistrationEndpoints) => ({
  register: fromPromise<Registered, RegistrationRequest>(async ({ input, signal }) => registeredFrom(await api.register(input, signal))),
});

/** The real I/O of the completion steps (01 §7 Checkout, Student details). */
export const createRegistrationCompletionActors = (courseCheckoutApi: CourseCheckoutEndpoints, studentApi: StudentEndpoints) => ({
  checkout: fromPromise<void, CheckoutRequest>(async ({ input, signal }) => {
    await courseCheckoutApi.checkout(input, signal);
  }),
  loadStudent: fromPromise<Student, LoadStudentInput>(async ({ input, signal }) => (await studentApi.studentDetails(input.studentId, signal)).data),
});
