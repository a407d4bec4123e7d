import { fromPromise } from 'xstate';

import type { Student } from '@contracts/auth';
import type { RegistrationRequest } from '@contracts/registration';
import {
  type BypassCheckoutInput,
  type LoadStudentInput,
  type Registered,
  registrationCompletionMachine,
  type registrationSubmitMachine,
} from '@machines/registrationSubmit';
import { invalidAnswer } from '@shared/api';
import type { CourseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import type { RegistrationEndpoints } from '@shared/api/endpoints/registration';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';
import type { AppStorage } from '@shared/storage';
import { clearLoginFlags } from '@shared/storage/loginStorage';

import {
  holdTokenForVerification,
  markRegistering,
  restoreToken,
  storeRegisteredSession,
  storeToken,
} from './registrationStorage';

/** 01 §7 Register: the answer as the machine needs it (status, token, data); a success without a token or a student cannot go on. */
export const registeredFrom = (answer: { token?: string; data?: Student }): Registered => {
  if (!answer.token || !answer.data) throw invalidAnswer;
  return { token: answer.token, student: answer.data };
};

/** The real I/O of the registration submit flow (01 §7 Register). */
export const createRegistrationSubmitActors = (api: RegistrationEndpoints) => ({
  register: fromPromise<Registered, RegistrationRequest>(async ({ input, signal }) =>
    registeredFrom(await api.register(input, signal)),
  ),
});

/** The real I/O of the completion steps (01 §7 Checkout, Student details). */
export const createRegistrationCompletionActors = (
  courseCheckoutApi: CourseCheckoutEndpoints,
  studentApi: StudentEndpoints,
) => ({
  checkout: fromPromise<void, BypassCheckoutInput>(async ({ input, signal }) => {
    await courseCheckoutApi.checkoutAs(input.request, input.token, signal);
  }),
  loadStudent: fromPromise<Student, LoadStudentInput>(
    async ({ input, signal }) => (await studentApi.studentDetails(input.studentId, signal)).data,
  ),
});

/** Everything the registration completion steps need from the app: their I/O, storage and navigation. */
export const createRegistrationCompletionImplementations = ({
  courseCheckoutApi,
  studentApi,
  storage,
  navigate,
}: {
  courseCheckoutApi: CourseCheckoutEndpoints;
  studentApi: StudentEndpoints;
  storage: AppStorage;
  navigate: NavigateTo;
}) =>
  ({
    actors: createRegistrationCompletionActors(courseCheckoutApi, studentApi),
    actions: {
      navigate: navigateAction(navigate),
      holdTokenForVerification: (_, token) => holdTokenForVerification(storage, token),
      restoreToken: (_, token) => restoreToken(storage, token),
      storeToken: (_, token) => storeToken(storage, token),
      storeSession: (_, registered) => storeRegisteredSession(storage, registered),
      clearSession: () => storage.clearSession(),
    },
  }) satisfies ImplementationsOf<typeof registrationCompletionMachine>;

/** Everything the registration submit machine needs from the app, its completion steps included. */
export const createRegistrationSubmitImplementations = ({
  registrationApi,
  courseCheckoutApi,
  studentApi,
  storage,
  navigate,
}: {
  registrationApi: RegistrationEndpoints;
  courseCheckoutApi: CourseCheckoutEndpoints;
  studentApi: StudentEndpoints;
  storage: AppStorage;
  navigate: NavigateTo;
}) =>
  ({
    actors: {
      ...createRegistrationSubmitActors(registrationApi),
      completeRegistration: registrationCompletionMachine.provide(
        createRegistrationCompletionImplementations({ courseCheckoutApi, studentApi, storage, navigate }),
      ),
    },
    actions: {
      navigate: navigateAction(navigate),
      markRegistering: (_, scope) => markRegistering(storage, scope),
      clearLoginFlags: () => clearLoginFlags(storage),
      clearSession: () => storage.clearSession(),
    },
  }) satisfies ImplementationsOf<typeof registrationSubmitMachine>;
