import type { FastifyInstance, FastifyRequest } from 'fastify';

import { timeUpdateRequestSchema } from '../../contracts/auth';
import {
  chapterContentQuerySchema,
  chapterLaunchRequestSchema,
  type ChapterPage,
  type CourseOutline,
  courseOutlineQuerySchema,
} from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { launchChapter } from '../courseTaking/chapterLaunch';
import { chapterSummaries, chapterText, languageOf, readsAloud } from '../courseTaking/content';
import { creditSeatTime } from '../courseTaking/seatTimeCredit';
import { identityVerifiedAt, ownChapter } from '../courseTaking/studentChapter';
import {
  chapterStateOf,
  courseNotReadyMessage,
  loadStudentCourse,
  progressOf,
  todayOf,
} from '../courseTaking/studentCourse';
import { ApiError, ok, parseWith } from '../http/envelope';

export const courseTakingMessages = {
  outline: 'Course outline.',
  launch: 'Chapter launch.',
  chapter: 'Chapter.',
  timeSaved: 'Time saved.',
} as const;

export function registerCourseTakingRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.courseOutline, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(courseOutlineQuerySchema, req.query, 'query');
    const course = await loadStudentCourse(ctx.db, query.studentCourseId, session.studentId);
    const texts = await chapterSummaries(ctx.db, course, languageOf(query.language));
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
    const launch = await launchChapter(ctx.db, ctx.clock, session.studentId, body);
    return ok(courseTakingMessages.launch, launch);
  });

  app.get(apiPaths.chapterContent, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(chapterContentQuerySchema, req.query, 'query');
    const own = await ownChapter(ctx.db, query.studentCourseChapterId, session.studentId);
    const course = await loadStudentCourse(ctx.db, own.student_course_id, session.studentId);
    const chapter = course.chapters.find((c) => c.chapterId === own.chapter_id);
    const text = await chapterText(
      ctx.db,
      { chapterId: own.chapter_id, courseVersionId: course.courseVersionId },
      languageOf(query.language),
    );
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
    const credit = await creditSeatTime(ctx.db, ctx.clock, session.studentId, body);
    return ok(courseTakingMessages.timeSaved, credit);
  };
  app.put(apiPaths.timeManagement, creditTime);
  app.put(apiPaths.chapterTime, creditTime);
}
