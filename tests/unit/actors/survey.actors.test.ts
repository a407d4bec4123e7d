import { describe, expect } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { createSurveyActors } from '@flows/thankYou/survey/survey.actors';

import { type ActorsWith, answersTable, failuresPassThrough, fakeArea, noData } from './actorTable';

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

/** The shopper-review query the review goes as (the review's fields under the review site's names). */
const query = (over: Record<string, unknown> = {}) => ({
  site: 'school.example',
  token: '',
  orderid: 5001,
  name: 'Sam Student',
  email: 'sam@example.com',
  rating: 4,
  comments: 'Good.',
  courseSelection: 'yes',
  rnd: expect.stringMatching(/^[a-z0-9]{1,10}$/),
  test: 'false',
  ...over,
});

describe('createSurveyActors', () => {
  answersTable(
    'submitReview sends the shopper-review query for $name and ends without output',
    actorsWith,
    { actor: 'submitReview', call: 'shopperReview', answer: noData() },
    [
      { name: 'a rating with comments', input: review(), sent: [query()] },
      {
        name: 'the lowest rating without comments',
        input: review({ rating: 1, comments: '', courseSelection: 'no' }),
        sent: [query({ rating: 1, comments: '', courseSelection: 'no' })],
      },
    ],
  );

  failuresPassThrough(actorsWith, [['submitReview', 'shopperReview', review()]]);
});
