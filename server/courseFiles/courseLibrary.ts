import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CourseFileError } from './courseFileError';
import { type CourseFolder, readCourseFolder } from './courseFolder';
import type { CourseQuestions, CourseTexts } from './courseTypes';

/** Where the courses' files live (docs/courses.md): one folder per course under content/courses. */
export const coursesRoot = fileURLToPath(new URL('../../content/courses/', import.meta.url));

/** Every course folder, read and checked; a course configuration is taught by one folder only. */
export function readCourseLibrary(root = coursesRoot): CourseFolder[] {
  const courses = courseFolderPaths(root).map(readCourseFolder);
  const teacher = new Map<number, string>();
  for (const course of courses)
    for (const id of course.manifest.configCourseIds) {
      const other = teacher.get(id);
      if (other)
        throw new CourseFileError(path.join(course.folder, 'course.yaml'), `course ${id} is taught by ${other} too`);
      teacher.set(id, course.manifest.slug);
    }
  return courses;
}

/** The course folders under the root, in name order. */
export const courseFolderPaths = (root = coursesRoot) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name))
    .sort();

let library: CourseFolder[] | undefined;
/** The shipped courses, read once per process (the seed and the content linter share them). */
export const shippedCourses = () => (library ??= readCourseLibrary());

/** The text each course configuration is taught with (court and partner editions share their course's text). */
export const courseTextsByConfig = (): Record<number, CourseTexts> => byConfig((course) => course.texts);

/** The question banks each course configuration draws its quizzes and exam from (shared as the text is). */
export const questionBanksByConfig = (): Record<number, CourseQuestions> => byConfig((course) => course.questions);

function byConfig<T>(pick: (course: CourseFolder) => T): Record<number, T> {
  return Object.fromEntries(
    shippedCourses().flatMap((course) => course.manifest.configCourseIds.map((id) => [id, pick(course)])),
  );
}
