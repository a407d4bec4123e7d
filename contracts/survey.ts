import * as z from 'zod/mini';

import { idParam, text } from './primitives';

/** The satisfaction survey after a payment (02 §2 Survey, §5 Survey, §7 Survey submit). */

export const shopperReviewQuerySchema = z.object({
  site: text().check(z.maxLength(100)),
  token: z._default(text().check(z.maxLength(200)), ''),
  /** The payment transaction id. */
  orderid: idParam(),
  name: text().check(z.maxLength(100)),
  email: text().check(z.maxLength(100)),
  /** Stars are kept in 20-step units (20…100); rating = stars / 20 (02 §7, §9). */
  rating: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)),
  comments: z._default(text().check(z.maxLength(2000)), ''),
  /** The yes/no follow-up: would they choose this course again. */
  courseSelection: z.enum(['yes', 'no']),
  rnd: z._default(text().check(z.maxLength(40)), ''),
  test: z._default(z.enum(['true', 'false']), 'false'),
});
export type ShopperReviewQuery = Omit<z.input<typeof shopperReviewQuerySchema>, 'orderid' | 'rating'> & {
  orderid: number;
  rating: number;
};
export const surveyMessages = { consentRequired: 'Please confirm your consent to our Survey Guidelines.' } as const;
