import type { ReviewsAggregate } from '../../contracts/express';
import type { Db } from '../db/types';
import type { ReviewsProvider } from '.';

/**
 * The demonstration's reviews: the seeded `reviews` table (server/seed/express.ts), always answered as a sample so the
 * widget never shows them as real. Production never uses it (./index.ts).
 */
export function sampleReviewsProvider(db: Db): ReviewsProvider {
  return {
    name: 'sample',
    async aggregate(): Promise<ReviewsAggregate> {
      const [row] = await db.query<{ total: number; average: string | null }>(
        'select count(*)::int as total, round(avg(rating)::numeric, 1)::text as average from reviews',
      );
      return {
        average_rating: row.average === null ? 0 : Number(row.average),
        total_reviews: row.total,
        sample: true,
      };
    },
  };
}
