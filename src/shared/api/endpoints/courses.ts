import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** Answer schemas load with the first call (docs/decisions.md, Delivery). */
const courseSchemas = () => import('@contracts/courses');

/**
 * The student's purchased courses (02 §7 all-courses dashboard, course dashboard): apart from the other student calls,
 * so the dashboard loads only these (its page weight). Every one takes the caller's AbortSignal.
 */
export const coursesEndpoints = (client: ApiClient) => ({
  coursesDashboard: (studentId: number, signal: AbortSignal) =>
    client.call(apiPaths.coursesDashboard, () => courseSchemas().then((m) => m.coursesDashboardResponseSchema), {
      query: { studentId },
      signal,
    }),
  courseDashboard: (studentPaymentTrxId: number, signal: AbortSignal) =>
    client.call(apiPaths.courseDashboard, () => courseSchemas().then((m) => m.courseDashboardResponseSchema), {
      query: { studentPaymentTrxId },
      signal,
    }),
});

export type CoursesEndpoints = ReturnType<typeof coursesEndpoints>;
