import type { CourseAction } from '@contracts/courseTaking';
import * as routes from '@contracts/pages';

/** The course a link names (?course=N, the dashboard card's), when it is a whole number; else the server picks. */
export const courseAsked = (search: URLSearchParams) => {
  const n = Number(search.get('course'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A page of the Arizona flow for one course. */
export const forCourse = (page: string, studentCourseId: number) => `${page}?course=${studentCourseId}`;

/** The page of a course action that is an admission step (documents or eligibility). */
export const admissionPages: Partial<Record<CourseAction, string>> = {
  fileDocuments: routes.fileDocuments,
  checkEligibility: routes.eligibility,
  notEligible: routes.eligibility,
};
