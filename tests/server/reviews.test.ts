import { describe, expect, it } from 'vitest';

import { reviewsAggregateResponseSchema } from '../../contracts/express';
import * as apiPaths from '../../contracts/paths';
import { useTestServer } from './helpers';

const t = useTestServer();
const fixed = useTestServer({
  deps: { reviews: { name: 'fixed', aggregate: async () => ({ average_rating: 4.2, total_reviews: 17 }) } },
});

describe('reviews aggregate', () => {
  it('serves the embedded reviews table: 1,250 reviews averaging 4.8', async () => {
    const res = await t.call({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(res.statusCode).toBe(200);
    const body = reviewsAggregateResponseSchema.parse(res.body);
    expect(body.status.success).toBe(true);
    expect(body.data).toEqual({ average_rating: 4.8, total_reviews: 1250 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows the table and needs the subscription key', async () => {
    await t.db.query('insert into reviews (rating) select 1 from generate_series(1, 250)');
    const res = await t.call({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(res.body.data).toEqual({ average_rating: 4.2, total_reviews: 1500 });
    const noKey = await t.app.inject({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(noKey.statusCode).toBe(403);
  });

  it('answers what an injected adapter says', async () => {
    const res = await fixed.call({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(res.body.data).toEqual({ average_rating: 4.2, total_reviews: 17 });
  });
});
