import { expressCourseInfoMachine } from '@machines/expressRegistration';
import type { Failure } from '@machines/shared/failure';

import { courseWithoutVideo, courseWithVideo } from './express.fixtures';
import { networkFailure, refusal } from './failures.fixtures';
import { effect } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';

export const courseInfoRefusal: Failure = refusal(404, 'NOT_FOUND', 'Course not found');
/** A reviews provider's figures, the demonstration's sample, and no reviews (production without a provider). */
export const reviews = { average_rating: 4.8, total_reviews: 1250 };
export const sampleReviews = { ...reviews, sample: true };
export const noReviews = { average_rating: 0, total_reviews: 0 };

export const expressCourseInfoModel: FlowModel<typeof expressCourseInfoMachine> = {
  id: 'expressCourseInfo',
  title: 'Express course info panel and star rating: course info, promo video, reviews (01 §2, §8)',
  machine: expressCourseInfoMachine,
  input: { configCourseId: 611 },
  events: (s) => [
    ...outcomesOf(s, 'courseInfo', { answers: [courseWithVideo, courseWithoutVideo], failures: [courseInfoRefusal] }),
    ...outcomesOf(s, 'reviewsAggregate', {
      answers: [reviews, sampleReviews, noReviews],
      failures: [networkFailure],
    }),
    ...(s.matches({ course: 'failed' }) ? [{ type: 'courseInfo.retry' }] : []),
    ...(s.matches({ video: 'closed' }) && s.context.course?.promoVideoUrl ? [{ type: 'video.open' }] : []),
    ...(s.matches({ video: 'open' }) ? [{ type: 'video.close' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'courseInfo.retry':
        return 'the user tries loading the course info again';
      case 'video.open':
        return 'the user opens the course video';
      case 'video.close':
        return 'the user closes the course video';
      default:
        return undefined;
    }
  },
  // The regions run side by side: each declaration is asked about every step, so each names the event it answers.
  sideEffects: {
    // The panel asks the branding again for its course as it opens.
    course: ({ event }) => (event.type === 'xstate.init' ? [effect('reloadBranding', { configCourseId: 611 })] : []),
    // 01 §8: a failed reviews call is only logged.
    'reviews.hidden': ({ event }) =>
      event.type === 'xstate.error.actor.reviewsAggregate'
        ? [effect('logReviewsFailure', { failure: networkFailure })]
        : [],
  },
};
