import { fromPromise } from 'xstate';

import type { SubmitReviewInput, surveyMachine } from '@machines/survey';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** A random string that keeps the review request from being served from a cache (02 §7 'a random number'). */
export const randomToken = (): string => Math.random().toString(36).slice(2, 12);

/** The real I/O of the survey: Survey submit (02 §7), on our own server. */
export const createSurveyActors = (api: CheckoutEndpoints, site: () => string = () => window.location.host) => ({
  submitReview: fromPromise<void, SubmitReviewInput>(async ({ input, signal }) => {
    await api.shopperReview(
      {
        site: site(),
        token: '',
        orderid: input.orderId,
        name: input.name,
        email: input.emailId,
        rating: input.rating,
        comments: input.comments,
        courseSelection: input.courseSelection,
        rnd: randomToken(),
        test: 'false',
      },
      signal,
    );
  }),
});

/** Everything the survey machine needs from the app: its I/O. */
export const createSurveyImplementations = ({ api }: { api: CheckoutEndpoints }) =>
  ({
    actors: createSurveyActors(api),
  }) satisfies ImplementationsOf<typeof surveyMachine>;
