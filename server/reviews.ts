import type { ReviewsAggregate } from '../contracts/express';
import type { Db } from './db/types';

/**
 * Where the star rating of the express page comes from. The embedded default reads the `reviews` table; a real
 * provider (REVIEWS_API_URL, reserved) would implement the same interface with its HTTP call and be passed to
 * `buildApp({ reviews })`. No network adapter is shipped.
 */
export interface ReviewsProvider {
  readonly name: string;
  aggregate(): Promise<ReviewsAggregate>;
}

export function embeddedReviewsProvider(db: Db): ReviewsProvider {
  return {
    name: 'embedded',
    async aggregate() {
      const [row] = await db.query<{ total: number; average: string | null }>(
        'select count(*)::int as total, round(avg(rating)::numeric, 1)::text as average from reviews',
      );
      return { average_rating: row.average === null ? 0 : Number(row.average), total_reviews: row.total };
    },
  };
}
