import { z } from 'zod';
import { idParam } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';

export const studentIdQuerySchema = z.object({ studentId: idParam() });

export const studentDetailsResponseSchema = envelope(studentSchema);
export type StudentDetailsResponse = z.infer<typeof studentDetailsResponseSchema>;

export const courseStatuses = ['PaymentPending', 'Active', 'InProgress', 'Completed', 'Expired'] as const;

/** One purchased course as the dashboard lists it. */
export const dashboardCourseSchema = z.object({
  studentCourseId: z.number().int(),
  configCourseId: z.number().int(),
  courseName: z.string(),
  status: z.string(),
  progressPercent: z.number().min(0).max(100),
  purchasedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

export const coursesDashboardResponseSchema = envelope(z.array(dashboardCourseSchema));
export type CoursesDashboardResponse = z.infer<typeof coursesDashboardResponseSchema>;
