import { failureCodes } from '../../contracts/envelope';
import type { StudentCourse } from '../courseTaking/studentCourse';
import { ApiError } from '../http/envelope';

export const noSuchChapterMessage = 'This course has no such chapter.';

/** A check's point of the course: the chapter asked for (404 when the course has none such), or null for the final exam. */
export function chapterIdOf(course: StudentCourse, chapterNumber: number | undefined): number | null {
  if (chapterNumber === undefined) return null;
  const chapter = course.chapters.find((c) => c.chapterNumber === chapterNumber);
  if (!chapter) throw new ApiError(404, noSuchChapterMessage, failureCodes.notFound);
  return chapter.chapterId;
}

/** A deadline passed (with `graceSeconds` for the answer's trip); no deadline never passes. */
export const pastDeadline = (deadline: Date | null, now: Date, graceSeconds = 0) =>
  deadline !== null && now.getTime() > deadline.getTime() + graceSeconds * 1000;
