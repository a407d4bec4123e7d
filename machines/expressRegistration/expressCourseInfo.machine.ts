import { assign, setup } from 'xstate';

import { type Failure, failureOf, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  CourseInfo,
  CourseInfoContext,
  CourseInfoEvent,
  CourseInfoInput,
  ReviewsAggregate,
} from './expressRegistration.types';

/**
 * 01 §2 Express registration page parts: the course info panel (title, promo video, FAQ) and
 * the star rating of the reviews service, loaded side by side. A failed reviews call is only
 * logged and the rating stays hidden (01 §8), as it does when there are no reviews.
 */
export const expressCourseInfoMachine = setup({
  types: {
    context: {} as CourseInfoContext,
    events: {} as CourseInfoEvent,
    input: {} as CourseInfoInput,
  },
  actors: {
    courseInfo: provided<CourseInfo, CourseInfoInput>('courseInfo'),
    reviewsAggregate: provided<ReviewsAggregate>('reviewsAggregate'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Asks the branding again for this course (its custom attributes: PAYMENT_BYPASS, AZ_FLOW). */
    reloadBranding: (_, _params: { configCourseId: number }) => {},
    /** 01 §8: a failed reviews call is only logged. */
    logReviewsFailure: (_, _params: { failure: Failure }) => {},
  },
  guards: {
    hasPromoVideo: ({ context }) => Boolean(context.course?.promoVideoUrl),
    /** Reviews to show: none is the answer of a server without a reviews provider (production). */
    hasReviews: (_, params: { reviews: ReviewsAggregate }) => params.reviews.total_reviews > 0,
  },
}).createMachine({
  id: 'expressCourseInfo',
  context: ({ input }) => ({ configCourseId: input.configCourseId }),
  type: 'parallel',
  entry: { type: 'reloadBranding', params: ({ context }) => ({ configCourseId: context.configCourseId }) },
  states: {
    course: {
      initial: 'loading',
      states: {
        loading: {
          meta: { spec: '01 §3 Course info' },
          invoke: {
            id: 'courseInfo',
            src: 'courseInfo',
            input: ({ context }) => ({ configCourseId: context.configCourseId }),
            onDone: { target: 'shown', actions: assign({ course: ({ event }) => event.output, failure: undefined }) },
            onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
          },
        },
        shown: {
          description: 'Title, promo video button (when there is a video), FAQ and info sections.',
          meta: { spec: '01 §2 Express registration' },
        },
        failed: {
          description: 'The course info could not be loaded; the student may try again.',
          on: { 'courseInfo.retry': { target: 'loading' } },
        },
      },
    },
    reviews: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'reviewsAggregate',
            src: 'reviewsAggregate',
            onDone: [
              {
                guard: { type: 'hasReviews', params: ({ event }) => ({ reviews: event.output }) },
                target: 'shown',
                actions: assign({ reviews: ({ event }) => event.output }),
              },
              {
                target: 'hidden',
                description: 'No reviews to show (no reviews provider): the rating stays hidden.',
              },
            ],
            onError: {
              target: 'hidden',
              description: 'A failed reviews call is only logged; the rating stays hidden.',
              meta: { spec: '01 §8' },
              actions: { type: 'logReviewsFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
            },
          },
        },
        shown: {
          description:
            "The star rating (average minus 0.1) and the review count (K+ from 1000); a demonstration's sample says so.",
          meta: { spec: '01 §9, 02 §9' },
        },
        hidden: {},
      },
    },
    video: {
      initial: 'closed',
      states: {
        closed: { on: { 'video.open': { guard: 'hasPromoVideo', target: 'open' } } },
        open: {
          description: 'The promo video modal.',
          meta: { spec: '01 §2 Express registration' },
          on: { 'video.close': { target: 'closed' } },
        },
      },
    },
  },
});
