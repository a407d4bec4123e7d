import { describe, expect, it, vi } from 'vitest';

import { reviewsAggregateResponseSchema } from '../../contracts/express';
import * as apiPaths from '../../contracts/paths';
import { reviewsProviderFor } from '../../server/reviews';
import { remoteReviewsProvider } from '../../server/reviews/remote';
import { useTestServer } from './helpers';

const t = useTestServer();
const fixed = useTestServer({
  deps: { reviews: { name: 'fixed', aggregate: async () => ({ average_rating: 4.2, total_reviews: 17 }) } },
});
// Production without a reviews provider, on a database that holds rows in `reviews` (the demo seed's).
const production = useTestServer({ config: { production: true } });

const aggregateOf = async (server: typeof t) => {
  const res = await server.call({ method: 'GET', url: apiPaths.reviewsAggregate });
  expect(res.statusCode).toBe(200);
  return reviewsAggregateResponseSchema.parse(res.body).data;
};

describe('reviews aggregate', () => {
  it('the demonstration answers the seeded reviews table as a sample: 1,250 reviews averaging 4.8', async () => {
    const res = await t.call({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(res.statusCode).toBe(200);
    const body = reviewsAggregateResponseSchema.parse(res.body);
    expect(body.status.success).toBe(true);
    expect(body.data).toEqual({ average_rating: 4.8, total_reviews: 1250, sample: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows the table and needs the subscription key', async () => {
    await t.db.query('insert into reviews (rating) select 1 from generate_series(1, 250)');
    expect(await aggregateOf(t)).toEqual({ average_rating: 4.2, total_reviews: 1500, sample: true });
    const noKey = await t.app.inject({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(noKey.statusCode).toBe(403);
  });

  it('production without a reviews provider answers no reviews, whatever the table holds', async () => {
    const [{ n }] = await production.db.query<{ n: number }>('select count(*)::int as n from reviews');
    expect(n).toBeGreaterThan(0);
    expect(await aggregateOf(production)).toEqual({ average_rating: 0, total_reviews: 0 });
  });

  it('answers what an injected adapter says, not as a sample', async () => {
    expect(await aggregateOf(fixed)).toEqual({ average_rating: 4.2, total_reviews: 17 });
  });

  it('REVIEWS_API_URL selects the provider, in production and in the demonstration', () => {
    const log = t.app.log;
    expect(reviewsProviderFor({ production: true, reviewsApiUrl: undefined }, t.db, log).name).toBe('none');
    expect(reviewsProviderFor({ production: false, reviewsApiUrl: undefined }, t.db, log).name).toBe('sample');
    for (const inProduction of [true, false])
      expect(
        reviewsProviderFor({ production: inProduction, reviewsApiUrl: 'https://reviews.example/agg' }, t.db, log).name,
      ).toBe('remote');
  });
});

describe('a reviews provider over HTTP', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const quiet = { warn: vi.fn() };

  it("answers the provider's figures as real, and reuses them for ten minutes", async () => {
    let now = 0;
    const fetchImpl = answer(200, { average_rating: 4.6, total_reviews: 312, sample: true });
    const provider = remoteReviewsProvider('https://reviews.example/agg', quiet, fetchImpl, () => now);
    expect(await provider.aggregate()).toEqual({ average_rating: 4.6, total_reviews: 312 });
    now += 9 * 60_000;
    await provider.aggregate();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 2 * 60_000;
    await provider.aggregate();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a failed or malformed answer is logged: the last good answer stands in, else no reviews', async () => {
    let now = 0;
    let next: Response | Error = new Error('connection refused');
    const fetchImpl = vi.fn(async () => {
      if (next instanceof Error) throw next;
      return next;
    });
    const provider = remoteReviewsProvider('https://reviews.example/agg', quiet, fetchImpl, () => now);
    expect(await provider.aggregate()).toEqual({ average_rating: 0, total_reviews: 0 });
    expect(quiet.warn).toHaveBeenCalled();
    // Not asked again at once after a failure.
    await provider.aggregate();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 60_000;
    next = new Response(JSON.stringify({ average_rating: 9, total_reviews: -1 }), { status: 200 });
    expect(await provider.aggregate()).toEqual({ average_rating: 0, total_reviews: 0 });
    now += 60_000;
    next = new Response(JSON.stringify({ average_rating: 4.1, total_reviews: 40 }), { status: 200 });
    expect(await provider.aggregate()).toEqual({ average_rating: 4.1, total_reviews: 40 });
    now += 11 * 60_000;
    next = new Response('', { status: 503 });
    expect(await provider.aggregate()).toEqual({ average_rating: 4.1, total_reviews: 40 });
  });
});
