import type { TimeUpdateRequest } from '../../contracts/auth';
import type { TimeCredit } from '../../contracts/courseTaking';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import { creditStudyTime } from './crediting';
import { seatTimeNow } from './seatTimeNow';
import { chapterRefused, identityVerifiedAt, ownChapter } from './studentChapter';
import { breakUntilOf, isTakeable, loadStudentCourse, todayOf } from './studentCourse';

/**
 * 02 §7 time management and chapter time: credits the study time the browser reports for the student's own open
 * chapter, in one transaction on the locked course. A repeated update (the same `updateId`) credits nothing.
 */
export function creditSeatTime(db: Db, clock: Clock, studentId: number, request: TimeUpdateRequest) {
  return db.transaction(async (tx): Promise<TimeCredit> => {
    const own = await ownChapter(tx, request.studentCourseChapterId, studentId);
    if (own.student_course_id !== request.studentCourseId) throw chapterRefused();
    const now = await seatTimeNow(tx, clock);
    const course = await loadStudentCourse(tx, own.student_course_id, studentId, { forUpdate: true });
    const chapter = course.chapters.find((c) => c.chapterId === own.chapter_id)!;
    const repeated = request.updateId !== undefined && request.updateId === course.lastTimeUpdateId;
    const takeable = isTakeable(course, now) && !repeated;
    const outcome = creditStudyTime(
      course.rules,
      { ...course.record, chapterSeconds: chapter.creditedSeconds },
      takeable ? request.timeSpent : 0,
      now,
    );
    const { record, credited } = outcome;
    const completed = chapter.isCompleted || record.chapterSeconds >= chapter.requiredSeconds;
    if (credited > 0 || completed !== chapter.isCompleted) {
      await tx.query(
        `update student_course_chapters set time_spent = $2, time_after_identity_verification = time_after_identity_verification + $3,
           is_completed = $4, completed_at = case when $4 and completed_at is null then $5::timestamptz else completed_at end,
           updated_at = $5
         where student_course_chapter_id = $1`,
        [
          request.studentCourseChapterId,
          record.chapterSeconds,
          (await identityVerifiedAt(tx, course, chapter.chapterId))
            ? Math.min(request.timeConsumedAfterIdentityVerification, credited)
            : 0,
          completed,
          now,
        ],
      );
    }
    if (record !== course.record) {
      await tx.query('update students set last_study_credit_at = $2, study_window_seconds = $3 where student_id = $1', [
        course.studentId,
        record.lastStudyCreditAt,
        record.windowSeconds,
      ]);
      await tx.query(
        `update student_courses set credited_seconds = $2, continuous_seconds = $3, break_until = $4, day_window_start = $5,
           day_credited_seconds = $6, locked_until = $7, last_time_update_id = coalesce($8, last_time_update_id)
         where student_course_id = $1`,
        [
          course.studentCourseId,
          record.creditedSeconds,
          record.continuousSeconds,
          record.breakUntil,
          record.dayWindowStart,
          record.dayCreditedSeconds,
          record.lockedUntil,
          request.updateId ?? null,
        ],
      );
    }
    // The answer from the records just written: no second read on the hot path.
    return {
      credited,
      chapterSeconds: record.chapterSeconds,
      requiredSeconds: chapter.requiredSeconds,
      chapterCompleted: completed,
      courseSeconds: course.chapters.reduce((n, c) => n + c.creditedSeconds, 0) + credited,
      today: todayOf(course.rules, record, now),
      breakUntil: breakUntilOf(record, now),
    };
  });
}
