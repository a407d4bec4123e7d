import type { Db, Queryable } from '../db/types';
import { loadStudentCourse, type StudentCourse } from './studentCourse';

/**
 * Makes a step on a course into one transaction on the student's own course, its student and course rows locked
 * (`forUpdate`): two requests of the same student (two tabs) act one after the other, each on the course as the
 * other left it. The step takes the transaction, the course and the request that names it, then its own arguments;
 * what it becomes takes the database and the student instead of the first two.
 */
export const onLockedCourse =
  <Request, Args extends unknown[], T>(
    step: (tx: Queryable, course: StudentCourse, request: Request, ...args: Args) => Promise<T>,
  ) =>
  (db: Db, studentId: number, request: Request & { studentCourseId: number }, ...args: Args): Promise<T> =>
    db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, request.studentCourseId, studentId, { forUpdate: true });
      return step(tx, course, request, ...args);
    });
