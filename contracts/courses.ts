import * as z from 'zod/mini';

import { courseProgressSchema } from './courseProgress';
import { envelope } from './envelope';
import { idParam } from './primitives';

/** The student's purchased courses: the all-courses dashboard and one course's dashboard (02 §2 Purchased Courses, §7). */

// ---- All-courses dashboard (02 §7 All-courses dashboard: GET ?studentId=) ----
export const courseStatuses = ['PaymentPending', 'Active', 'InProgress', 'Completed', 'Expired'] as const;

/** One purchased course as the dashboard lists it. */
export const dashboardCourseSchema = z.object({
  studentCourseId: z.int(),
  configCourseId: z.int(),
  courseName: z.string(),
  status: z.string(),
  progressPercent: z.number().check(z.minimum(0), z.maximum(100)),
  purchasedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /** Chapters, minutes, today's time and the one clear action; null for a course that has no rule set to take it by. */
  progress: z.nullable(courseProgressSchema),
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

export const coursesDashboardResponseSchema = envelope(z.array(dashboardCourseSchema));
export type CoursesDashboardResponse = z.infer<typeof coursesDashboardResponseSchema>;

// ---- Course dashboard (02 §7 Dashboard: GET ?studentPaymentTrxId=) ----
export const courseDashboardQuerySchema = z.object({ studentPaymentTrxId: idParam() });
export const courseDashboardSchema = z.object({
  studentPaymentTrxId: z.int(),
  studentCourseId: z.int(),
  configCourseId: z.int(),
  courseName: z.string(),
  status: z.string(),
  /** Seconds left today; null = unlimited (02 §4 daily access time). */
  availableTimeForTheDay: z.nullable(z.number()),
  isCourseHasAccessTimeLimitPerDay: z.boolean(),
  /** False while a required parent verification is missing. */
  isCourseEligable: z.boolean(),
  isParentVerificationRequired: z.boolean(),
  parentVerificationStatus: z.boolean(),
});
export type CourseDashboard = z.infer<typeof courseDashboardSchema>;
export const courseDashboardResponseSchema = envelope(courseDashboardSchema);
