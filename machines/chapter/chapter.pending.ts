import type { ChapterContext, PendingTime } from './chapter.types';

/** What storage keeps of the time not yet credited; null when everything counted has been credited. */
export function pendingOf(context: ChapterContext): PendingTime | null {
  if (!context.page || (context.batch === null && context.unsent === 0)) return null;
  return {
    studentCourseId: context.page.studentCourseId,
    studentCourseChapterId: context.studentCourseChapterId,
    batch: context.batch,
    unsent: context.unsent,
  };
}

/** Seconds of the chapter as the student sees them: credited, plus counted and not yet credited. */
export const chapterSecondsOf = (context: ChapterContext) =>
  context.creditedSeconds + (context.batch?.seconds ?? 0) + context.unsent;
