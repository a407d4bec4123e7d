import * as z from 'zod/mini';
import { idParam } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';

export const studentIdQuerySchema = z.object({ studentId: idParam() });

export const studentDetailsResponseSchema = envelope(studentSchema);
export type StudentDetailsResponse = z.infer<typeof studentDetailsResponseSchema>;

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
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

export const coursesDashboardResponseSchema = envelope(z.array(dashboardCourseSchema));
export type CoursesDashboardResponse = z.infer<typeof coursesDashboardResponseSchema>;
