import { describe, expect, it } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { createSurveyActors } from '@flows/thankYou/survey/survey.actors';

import { type ActorsWith, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createSurveyActors(fakeArea(checkoutEndpoints, calls), () => 'school.example');
const review = (over: Record<string, unknown> = {}) => ({
  orderId: 5001,
  name: 'Sam Student',
  emailId: 'sam@example.com',
  rating: 4,
  comments: 'Good.',
  courseSelection: 'yes',
  ...over,
});

describe('createSurveyActors', () => {
  it.each([
    { name: 'a rating with comments', input: review() },
    { name: 'the lowest rating without comments', input: review({ rating: 1, comments: '', courseSelection: 'no' }) },
  ])('submitReview sends the shopper-review query for $name and ends without output', async ({ input }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'submitReview', input, { shopperReview: noData() });
    expect(result).toEqual({ output: undefined });
    expect(calls.shopperReview).toHaveBeenCalledWith(
      {
        site: 'school.example',
        token: '',
        orderid: input.orderId,
        name: input.name,
        email: input.emailId,
        rating: input.rating,
        comments: input.comments,
        courseSelection: input.courseSelection,
        rnd: expect.stringMatching(/^[a-z0-9]+$/),
        test: 'false',
      },
      expect.any(AbortSignal),
    );
  });

  failuresPassThrough(actorsWith, [['submitReview', 'shopperReview', review()]]);
});
