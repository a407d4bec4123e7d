import { shippedCourses } from '../courseFiles/courseLibrary';
import { importCourseVersion } from '../courseVersions/importVersion';
import type { Queryable } from '../db/types';
import { seededCourseRules } from './courseRules';

/**
 * Every shipped course (content/courses) imported as a version: a release whose files changed adds a version for new
 * enrolments, and the students enrolled before keep theirs (docs/courses.md "Versions").
 */
export async function seedCourseContent(tx: Queryable, now: Date) {
  for (const course of shippedCourses()) await importCourseVersion(tx, course, (id) => seededCourseRules[id], now);
}
