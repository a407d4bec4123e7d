import { fromPromise } from 'xstate';
import type { CheckoutRequest, CourseInfo, CourseInfoInput, ExpressRegistered, ExpressRegistrationRequest, ReviewsAggregate } from '@machines/expressRegistration';
import { invalidAnswer } from '@app/shared/api';
import type { CourseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';
import type { ExpressEndpoints } from '@app/shared/api/endpoints/express';

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
  courseInfo: fromPromise<CourseInfo, CourseInfoInput>(async ({ input, signal }) => (await api.courseInfo(input.configCourseId, signal)).data),
  reviewsAggregate: fromPromise<ReviewsAggregate>(async ({ signal }) => (await api.reviewsAggregate(signal)).data),
});
