import type { Failure } from '../shared/failure';

/** One purchased course as the dashboard and the course list show it (contracts/courses.ts). */
export interface StudentCourse {
  studentCourseId: number;
  configCourseId: number;
  courseName: string;
  status: string;
  progressPercent: number;
  purchasedAt: string | null;
  expiresAt: string | null;
}

export interface StudentCoursesInput {
  /** The stored studentId; undefined when the browser holds none. */
  studentId?: number;
}

export interface StudentCoursesContext {
  studentId?: number;
  courses: StudentCourse[];
  /** The last failed load, shown with a retry button. */
  failure?: Failure;
}

export type StudentCoursesEvent = { type: 'retry.request' };

export interface LoadCoursesInput {
  studentId?: number;
}
