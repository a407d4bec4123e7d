import type { FastifyBaseLogger } from 'fastify';

import type { ReviewsAggregate } from '../../contracts/express';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { remoteReviewsProvider } from './remote';
import { sampleReviewsProvider } from './sample';

/**
 * Where the express page's star rating comes from (01 §2). Only a reviews provider's figures are ever answered as
 * real: REVIEWS_API_URL names one (./remote.ts). Without it the demonstration answers its seeded sample, marked
 * `sample: true` (the widget says so), and production answers that there are no reviews (the widget is hidden),
 * whatever the `reviews` table holds. `buildApp({ reviews })` takes another adapter.
 */
export interface ReviewsProvider {
  readonly name: string;
  aggregate(): Promise<ReviewsAggregate>;
}

/** No reviews: the widget is hidden. */
export const noReviews: ReviewsAggregate = { average_rating: 0, total_reviews: 0 };

export const noReviewsProvider: ReviewsProvider = { name: 'none', aggregate: async () => noReviews };

/** The provider of this configuration (see above). */
export function reviewsProviderFor(
  config: Pick<ServerConfig, 'production' | 'reviewsApiUrl'>,
  db: Db,
  log: FastifyBaseLogger,
): ReviewsProvider {
  if (config.reviewsApiUrl) return remoteReviewsProvider(config.reviewsApiUrl, log);
  return config.production ? noReviewsProvider : sampleReviewsProvider(db);
}
