import type { FastifyInstance, FastifyRequest } from 'fastify';

import { timeUpdateRequestSchema } from '../../contracts/auth';
import {
  chapterContentQuerySchema,
  type ChapterLaunch,
  chapterLaunchRequestSchema,
  type ChapterPage,
  type CourseOutline,
  courseOutlineQuerySchema,
  type TimeCredit,
} from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { admissionOf } from '../admission/admission';
import { accessDeniedMessage, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { chapterSummaries, chapterText, languageOf } from '../courseTaking/content';
import { creditStudyTime, opensNewWindow, todayAllowance } from '../courseTaking/crediting';
import { seatTimeNow } from '../courseTaking/seatTimeNow';
import {
  breakUntilOf,
  chapterStateOf,
  courseNotReadyMessage,
  isTakeable,
  loadStudentCourse,
  nextChapterOf,
  progressOf,
  type StudentCourse,
  todayOf,
} from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { ApiError, ok, parseWith } from '../http/envelope';
import { verifiedAtChapter } from '../identity/checkRecords';
import { identityLockOf, identityStepsDue } from '../identity/due';

export const courseTakingMessages = {
  outline: 'Course outline.',
  launch: 'Chapter launch.',
  chapter: 'Chapter.',
  timeSaved: 'Time saved.',
} as const;

/** The config course attribute of an audio course (631): its chapters are read aloud. */
export const readAloudAttribute = 'READ_ALOUD';

const refused = () => new ApiError(403, accessDeniedMessage, failureCodes.forbidden);

/** The student's own chapter record and its course, or 403 (another student's and an unknown one alike). */
async function ownChapter(db: Queryable, studentCourseChapterId: number, studentId: number) {
  const [row] = await db.query<{ student_course_id: number; chapter_id: number }>(
    `select scc.student_course_id, scc.chapter_id from student_course_chapters scc
       join student_courses sc on sc.student_course_id = scc.student_course_id
     where scc.student_course_chapter_id = $1 and sc.student_id = $2`,
    [studentCourseChapterId, studentId],
  );
  if (!row) throw refused();
  return row;
}

async function readsAloud(db: Queryable, configCourseId: number) {
  const [row] = await db.query<{ value: string | null }>(
    'select value from config_course_custom_attributes where config_course_id = $1 and column_name = $2',
    [configCourseId, readAloudAttribute],
  );
  return (row?.value ?? '').trim().toLowerCase() === 'true';
}

/**
 * 02 §3 timeConsumedAfterIdentityVerification: study time counts as after a verification when the student passed an
 * identity check at this chapter in this round (the server's record; the browser's figure is only ever lowered).
 */
const identityVerifiedAt = (db: Queryable, course: StudentCourse, chapterId: number) => {
  const checks = course.rules.identityChecks;
  const asksAny = checks.securityQuestions !== null || checks.typingPattern !== null || checks.webcam !== null;
  return asksAny ? verifiedAtChapter(db, course, chapterId) : Promise.resolve(false);
};

export function registerCourseTakingRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.courseOutline, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(courseOutlineQuerySchema, req.query, 'query');
    const course = await loadStudentCourse(ctx.db, query.studentCourseId, session.studentId);
    const texts = await chapterSummaries(ctx.db, course.configCourseId, languageOf(query.language));
    const outline: CourseOutline = {
      studentCourseId: course.studentCourseId,
      configCourseId: course.configCourseId,
      courseName: course.courseName,
      status: course.status,
      measure: course.rules.chapters.measure,
      progress: await progressOf(ctx.db, course, ctx.clock()),
      chapters: course.chapters.map((chapter) => {
        const text = texts.get(chapter.chapterId);
        return {
          chapterNumber: chapter.chapterNumber,
          title: text?.title ?? chapter.title,
          summary: text?.summary ?? '',
          objectives: text?.objectives ?? [],
          requiredSeconds: chapter.requiredSeconds,
          creditedSeconds: chapter.creditedSeconds,
          state: chapterStateOf(course, chapter),
        };
      }),
    };
    return ok(courseTakingMessages.outline, outline);
  });

  app.post(apiPaths.chapterLaunch, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(chapterLaunchRequestSchema, req.body, 'body');
    const launch = await ctx.db.transaction(async (tx): Promise<ChapterLaunch> => {
      const now = await seatTimeNow(tx, ctx.clock);
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      if (!isTakeable(course, now)) return { outcome: 'notAvailable' };
      // Issue 16: a course whose rule has an admission (Arizona) opens nothing before it is complete and approved.
      if (course.rules.admission) {
        const { missing } = await admissionOf(tx, course.studentCourseId, course.rules.admission);
        if (missing) return { outcome: 'admissionPending', missing };
      }
      const lock = identityLockOf(course, now);
      if (lock) return { outcome: 'identityLocked', lockedUntil: lock.lockedUntil?.toISOString() ?? null };
      const chapter =
        body.chapterNumber === undefined
          ? nextChapterOf(course)
          : course.chapters.find((c) => c.chapterNumber === body.chapterNumber);
      if (!chapter) {
        if (body.chapterNumber !== undefined) throw new ApiError(404, courseNotReadyMessage, failureCodes.notFound);
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
      if (state === 'quizDue' && body.chapterNumber === undefined)
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
    return ok(courseTakingMessages.launch, launch);
  });

  app.get(apiPaths.chapterContent, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(chapterContentQuerySchema, req.query, 'query');
    const own = await ownChapter(ctx.db, query.studentCourseChapterId, session.studentId);
    const course = await loadStudentCourse(ctx.db, own.student_course_id, session.studentId);
    const chapter = course.chapters.find((c) => c.chapterId === own.chapter_id);
    const text = await chapterText(ctx.db, own.chapter_id, languageOf(query.language));
    if (!chapter || !text) throw new ApiError(409, courseNotReadyMessage, failureCodes.notFound);
    const next = course.chapters.find((c) => c.chapterNumber === chapter.chapterNumber + 1);
    const page: ChapterPage = {
      studentCourseId: course.studentCourseId,
      studentCourseChapterId: query.studentCourseChapterId,
      courseName: course.courseName,
      chapterNumber: chapter.chapterNumber,
      chapterCount: course.chapters.length,
      language: text.language,
      content: text.content,
      newContent: course.rules.newContent,
      readAloud: await readsAloud(ctx.db, course.configCourseId),
      requiredSeconds: chapter.requiredSeconds,
      creditedSeconds: chapter.creditedSeconds,
      isCompleted: chapter.isCompleted,
      quizDue: course.rules.chapterQuiz !== null && !chapter.quizPassed,
      identityVerified: await identityVerifiedAt(ctx.db, course, chapter.chapterId),
      nextChapterNumber: next?.chapterNumber ?? null,
      today: todayOf(course.rules, course.record, ctx.clock()),
    };
    return ok(courseTakingMessages.chapter, page);
  });

  /** 02 §7 time management and chapter time: the same crediting (the chapter page uses the first, logout the second). */
  const creditTime = async (req: FastifyRequest) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(timeUpdateRequestSchema, req.body, 'body');
    const credit = await ctx.db.transaction(async (tx): Promise<TimeCredit> => {
      const own = await ownChapter(tx, body.studentCourseChapterId, session.studentId);
      if (own.student_course_id !== body.studentCourseId) throw refused();
      const now = await seatTimeNow(tx, ctx.clock);
      const course = await loadStudentCourse(tx, own.student_course_id, session.studentId, { forUpdate: true });
      const chapter = course.chapters.find((c) => c.chapterId === own.chapter_id)!;
      const repeated = body.updateId !== undefined && body.updateId === course.lastTimeUpdateId;
      const takeable = isTakeable(course, now) && !repeated;
      const outcome = creditStudyTime(
        course.rules,
        { ...course.record, chapterSeconds: chapter.creditedSeconds },
        takeable ? body.timeSpent : 0,
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
            body.studentCourseChapterId,
            record.chapterSeconds,
            (await identityVerifiedAt(tx, course, chapter.chapterId))
              ? Math.min(body.timeConsumedAfterIdentityVerification, credited)
              : 0,
            completed,
            now,
          ],
        );
      }
      if (record !== course.record) {
        await tx.query(
          'update students set last_study_credit_at = $2, study_window_seconds = $3 where student_id = $1',
          [course.studentId, record.lastStudyCreditAt, record.windowSeconds],
        );
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
            body.updateId ?? null,
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
    return ok(courseTakingMessages.timeSaved, credit);
  };
  app.put(apiPaths.timeManagement, creditTime);
  app.put(apiPaths.chapterTime, creditTime);
}
