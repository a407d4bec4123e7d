import type { ChapterLaunch, ChapterLaunchRequest } from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import { admissionOf } from '../admission/admission';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError } from '../http/envelope';
import { identityLockOf, identityStepsDue } from '../identity/due';
import { opensNewWindow, todayAllowance } from './crediting';
import { seatTimeNow } from './seatTimeNow';
import { chapterStateOf, courseNotReadyMessage, isTakeable, loadStudentCourse, nextChapterOf } from './studentCourse';

/**
 * 02 §7 chapter launch: opens the chapter asked for (or the next one) in one transaction on the locked course, or
 * says what comes first (admission, a lock, the day's limit, a break, a quiz, an identity check).
 */
export function launchChapter(
  db: Db,
  clock: Clock,
  studentId: number,
  request: ChapterLaunchRequest,
): Promise<ChapterLaunch> {
  return db.transaction(async (tx): Promise<ChapterLaunch> => {
    const now = await seatTimeNow(tx, clock);
    const course = await loadStudentCourse(tx, request.studentCourseId, studentId, { forUpdate: true });
    if (!isTakeable(course, now)) return { outcome: 'notAvailable' };
    // A course whose rule has an admission (Arizona) opens nothing before it is complete and approved.
    if (course.rules.admission) {
      const { missing } = await admissionOf(tx, course.studentCourseId, course.rules.admission);
      if (missing) return { outcome: 'admissionPending', missing };
    }
    const lock = identityLockOf(course, now);
    if (lock) return { outcome: 'identityLocked', lockedUntil: lock.lockedUntil?.toISOString() ?? null };
    const chapter =
      request.chapterNumber === undefined
        ? nextChapterOf(course)
        : course.chapters.find((c) => c.chapterNumber === request.chapterNumber);
    if (!chapter) {
      if (request.chapterNumber !== undefined) throw new ApiError(404, courseNotReadyMessage, failureCodes.notFound);
      // Every chapter done: the final exam's identity check runs here before the exam page.
      const steps = course.rules.finalExam ? await identityStepsDue(tx, course, null, now) : [];
      if (steps.length > 0) return { outcome: 'identityCheckDue', chapterNumber: null, steps };
      return { outcome: 'courseFinished' };
    }
    // The issues' order: the day's time, a break, the chapter's state, identity checks, then the chapter.
    const today = todayAllowance(course.rules, course.record, now);
    if (today.limited && today.availableSeconds <= 0)
      return { outcome: 'dailyLimitReached', resetsAt: today.resetsAt.toISOString() };
    if (course.record.breakUntil && course.record.breakUntil > now)
      return { outcome: 'breakDue', breakUntil: course.record.breakUntil.toISOString() };
    const state = chapterStateOf(course, chapter);
    if (state === 'locked') return { outcome: 'chapterLocked', chapterNumber: chapter.chapterNumber };
    // Continuing past a chapter whose time is in: its quiz is next. Asked for by number, it opens (to review it).
    if (state === 'quizDue' && request.chapterNumber === undefined)
      return { outcome: 'quizDue', chapterNumber: chapter.chapterNumber };
    // Checks happen here, before the chapter opens: no study time is counted while they run.
    const steps = await identityStepsDue(tx, course, chapter.chapterId, now);
    if (steps.length > 0) return { outcome: 'identityCheckDue', chapterNumber: chapter.chapterNumber, steps };
    const [row] = await tx.query<{ student_course_chapter_id: number }>(
      `insert into student_course_chapters (student_course_id, chapter_id, started_at, updated_at) values ($1, $2, $3, $3)
       on conflict (student_course_id, chapter_id) do update set started_at = coalesce(student_course_chapters.started_at, $3),
         review_required = false
       returning student_course_chapter_id`,
      [course.studentCourseId, chapter.chapterId, now],
    );
    if (opensNewWindow(course.record, now)) {
      await tx.query('update students set study_window_start = $2, study_window_seconds = 0 where student_id = $1', [
        course.studentId,
        now,
      ]);
    }
    await tx.query(
      `update student_courses set open_chapter_id = $2, opened_at = $3, started_at = coalesce(started_at, $3),
         status = case when status = 'Active' then 'InProgress' else status end
       where student_course_id = $1`,
      [course.studentCourseId, chapter.chapterId, now],
    );
    return {
      outcome: 'open',
      studentCourseChapterId: row.student_course_chapter_id,
      chapterNumber: chapter.chapterNumber,
    };
  });
}
