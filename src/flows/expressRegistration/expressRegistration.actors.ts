import { fromPromise } from 'xstate';

import type {
  CheckoutRequest,
  CourseInfo,
  CourseInfoInput,
  expressCourseInfoMachine,
  ExpressRegistered,
  expressRegistrationMachine,
  ExpressRegistrationRequest,
  ReviewsAggregate,
} from '@machines/expressRegistration';
import { invalidAnswer } from '@shared/api';
import type { CourseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import type { ExpressEndpoints } from '@shared/api/endpoints/express';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';
import type { AppStorage } from '@shared/storage';

import { markExpressRegistering, storeExpressSession, storeFastLaneStep } from './expressStorage';

/** The real I/O of the express registration (01 §7 express registration, checkout). */
export const createExpressActors = (expressApi: ExpressEndpoints, courseCheckoutApi: CourseCheckoutEndpoints) => ({
  expressRegister: fromPromise<ExpressRegistered, ExpressRegistrationRequest>(async ({ input, signal }) => {
    const answer = await expressApi.expressRegister(input, signal);
    // Eligible (true or absent) signs the student in: that needs the token.
    if (answer.data.isEligible !== false && !answer.token) throw invalidAnswer;
    return { ...(answer.token ? { token: answer.token } : {}), student: answer.data, message: answer.status.message };
  }),
  checkout: fromPromise<void, CheckoutRequest>(async ({ input, signal }) => {
    await courseCheckoutApi.checkout(input, signal);
  }),
});

/** The real I/O of the course info panel and the star rating. */
export const createCourseInfoActors = (api: ExpressEndpoints) => ({
  courseInfo: fromPromise<CourseInfo, CourseInfoInput>(
    async ({ input, signal }) => (await api.courseInfo(input.configCourseId, signal)).data,
  ),
  reviewsAggregate: fromPromise<ReviewsAggregate>(async ({ signal }) => (await api.reviewsAggregate(signal)).data),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createExpressRegistrationImplementations = ({
  expressApi,
  courseCheckoutApi,
  storage,
  navigate,
}: {
  expressApi: ExpressEndpoints;
  courseCheckoutApi: CourseCheckoutEndpoints;
  storage: AppStorage;
  navigate: NavigateTo;
}) =>
  ({
    actors: createExpressActors(expressApi, courseCheckoutApi),
    actions: {
      navigate: navigateAction(navigate),
      markRegistering: (_, { configCourseId }) => markExpressRegistering(storage, configCourseId),
      storeSession: (_, session) => storeExpressSession(storage, session),
      storeFastLaneStep: (_, { step }) => storeFastLaneStep(storage, step),
      clearSession: () => storage.clearSession(),
      reloadPage: () => window.location.reload(),
    },
  }) satisfies ImplementationsOf<typeof expressRegistrationMachine>;

/** Everything the express page's course panel needs from the app: its I/O and the branding reload. */
export const createExpressCourseInfoImplementations = ({
  api,
  reloadBranding,
}: {
  api: ExpressEndpoints;
  reloadBranding: (configCourseId: number) => void;
}) =>
  ({
    actors: createCourseInfoActors(api),
    actions: {
      reloadBranding: (_, { configCourseId }) => reloadBranding(configCourseId),
      logReviewsFailure: (_, { failure }) => console.warn('Reviews aggregate failed', failure),
    },
  }) satisfies ImplementationsOf<typeof expressCourseInfoMachine>;
