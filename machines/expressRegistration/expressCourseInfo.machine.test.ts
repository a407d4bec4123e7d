import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { expressCourseInfoMachine } from './expressCourseInfo.machine';
import type { CourseInfo, CourseInfoInput, ReviewsAggregate } from './expressRegistration.types';

/** The rating's region once the reviews call answered `reviews`. */
async function ratingAfter(reviews: ReviewsAggregate) {
  const machine = expressCourseInfoMachine.provide({
    actors: {
      courseInfo: fromPromise<CourseInfo, CourseInfoInput>(() => new Promise(() => {})),
      reviewsAggregate: fromPromise(async () => reviews),
    },
    actions: { reloadBranding: () => {}, logReviewsFailure: () => {} },
  });
  const actor = createActor(machine, { input: { configCourseId: 611 } }).start();
  const settled = await waitFor(actor, (s) => !s.matches({ reviews: 'loading' }));
  actor.stop();
  return settled;
}

describe('the express page star rating', () => {
  it('shows what the reviews service answers, a sample with its flag', async () => {
    const shown = await ratingAfter({ average_rating: 4.8, total_reviews: 1250, sample: true });
    expect(shown.matches({ reviews: 'shown' })).toBe(true);
    expect(shown.context.reviews).toEqual({ average_rating: 4.8, total_reviews: 1250, sample: true });
  });

  it('stays hidden when there are no reviews (production without a reviews provider)', async () => {
    const none = await ratingAfter({ average_rating: 0, total_reviews: 0 });
    expect(none.matches({ reviews: 'hidden' })).toBe(true);
    expect(none.context.reviews).toBeUndefined();
  });
});
