import * as z from 'zod/mini';

import { envelope } from './envelope';

/** The US states: the state list (01 §7 / 02 §7 State list) and the state-with-category list of the entry link. */

// ---- State list (01 §3 State, 02 §3 State list item; GET ?IsActive=true) ----
export const stateSchema = z.object({ stateId: z.int(), stateName: z.string(), stateCode: z.optional(z.string()) });
export type UsState = z.infer<typeof stateSchema>;
export const statesQuerySchema = z.object({ IsActive: z._default(z.enum(['true', 'false']), 'true') });
export const statesResponseSchema = envelope(z.array(stateSchema));

// ---- State-with-category list (01 §2 /studentcourse-payment; path not shown) ----
export const stateWithCategorySchema = z.object({
  stateId: z.int(),
  stateName: z.string(),
  categories: z._default(z.array(z.object({ categoryId: z.int(), categoryName: z.string() })), []),
});
export const statesWithCategoryResponseSchema = envelope(z.array(stateWithCategorySchema));
/** Category ids of the state-with-category list (seeded, stable). */
export const courseCategoryIds = { trafficSchool: 1, defensiveDriving: 2, driversEd: 3 } as const;
export const statesWithCategoryMessages = { list: 'States with categories.' } as const;
