import { fromPromise } from 'xstate';
import type { CheckoutRequest, CourseInfo, CourseInfoInput, ExpressRegistered, ExpressRegistrationRequest, ReviewsAggregate } from '@machines/expressRegistration';
import type { Failure } from '@machines/shared/failure';
import { asFailure } from '@app/shared/api';
import type { CourseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';
import type { ExpressEndpoints } from '@app/shared/api/endpoints/express';

/** A success without the data the machine needs cannot go on. */
const incomplete: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** The real I/O of the express registration (01 §7 express registration, checkout). */
export const createExpressActors = (expressApi: ExpressEndpoints, courseCheckoutApi: CourseCheckoutEndpoints) => ({
  expressRegister: fromPromise<ExpressRegistered, ExpressRegistrationRequest>(async ({ input, signal }) => {
    const answer = await asFailure(() => expressApi.expressRegister(input, signal));
    if (!answer.data) throw incomplete;
    // Eligible (true or absent) signs the student in: that needs the token.
    if (answer.data.isEligible !== false && !answer.token) throw incomplete;
    return { ...(answer.token ? { token: answer.token } : {}), student: answer.data, message: answer.status.message };
  }),
  checkout: fromPromise<void, CheckoutRequest>(async ({ input, signal }) => {
    await asFailure(() => courseCheckoutApi.checkout(input, signal));
  }),
});

/** The real I/O of the course info panel and the star rating. */
export const createCourseInfoActors = (api: ExpressEndpoints) => ({
  courseInfo: fromPromise<CourseInfo, CourseInfoInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.courseInfo(input.configCourseId, signal));
    if (!answer.data) throw incomplete;
    return answer.data;
  }),
  reviewsAggregate: fromPromise<ReviewsAggregate>(async ({ signal }) => {
    const answer = await asFailure(() => api.reviewsAggregate(signal));
    if (!answer.data) throw incomplete;
    return answer.data;
  }),
});
