import type { FastifyBaseLogger } from 'fastify';

import { type ReviewsAggregate, reviewsAggregateSchema } from '../../contracts/express';
import { hours, minutes } from '../clock';
import { fetchJson, readAnswer } from '../http/outbound';
import type { ReviewsProvider } from '.';

/**
 * A reviews provider over HTTP (REVIEWS_API_URL): a GET answering `{ average_rating, total_reviews }` as JSON, e.g. a
 * small service in front of the school's review platform. Its figures are answered as real (never `sample`). An
 * answer is reused for a while (a page view must not cost a call); a late, failed or malformed one is logged, and
 * the last good answer stands in, else no reviews: the widget shows only what the provider said.
 */

const timeoutMs = 3_000;
/** How long an answer is reused. */
const freshMs = minutes(10);
/** After a failure, the provider is asked again only after this (a failing provider must not cost every page view). */
const afterFailureMs = minutes(1);
/** How long a good answer may stand in while the provider fails. */
const staleMs = hours(24);

export function remoteReviewsProvider(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): ReviewsProvider {
  let last: { aggregate: ReviewsAggregate; at: number } | undefined;
  let failedAt = -Infinity;
  let pending: Promise<ReviewsAggregate> | undefined;

  async function ask(): Promise<ReviewsAggregate> {
    try {
      const res = await fetchJson(
        fetchImpl,
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        timeoutMs,
      );
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const read = readAnswer(reviewsAggregateSchema, res.body);
      if (!read.ok) throw new Error(`unexpected answer (${read.problems.slice(0, 5).join('; ')})`);
      const aggregate = { average_rating: read.data.average_rating, total_reviews: read.data.total_reviews };
      last = { aggregate, at: now() };
      return aggregate;
    } catch (err) {
      failedAt = now();
      log.warn({ err }, 'reviews provider unavailable: the rating is hidden or its last answer kept');
      return standIn();
    }
  }

  const standIn = () => (last && now() - last.at < staleMs ? last.aggregate : { average_rating: 0, total_reviews: 0 });

  return {
    name: 'remote',
    aggregate() {
      if (last && now() - last.at < freshMs) return Promise.resolve(last.aggregate);
      if (now() - failedAt < afterFailureMs) return Promise.resolve(standIn());
      // One call at a time: page views arriving meanwhile share its answer.
      pending ??= ask().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
