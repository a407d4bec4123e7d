import type { DashboardCourse } from '@contracts/courses';

import type { Failure } from '../shared/failure';

/** One purchased course as the dashboard and the course list show it (contracts/courses.ts), with its progress. */
export type StudentCourse = DashboardCourse;

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

export type StudentCoursesEvent =
  | { type: 'retry.request' }
  /** Start / Continue: chapter launch decides which chapter (the course is remembered, 02 §3 studentCourseId). */
  | { type: 'course.continue'; studentCourseId: number }
  /** The course's own page (course-dashboard) or its syllabus. */
  | { type: 'course.view'; studentCourseId: number; page: 'courseDashboard' | 'syllabus' };

export interface LoadCoursesInput {
  studentId?: number;
}
