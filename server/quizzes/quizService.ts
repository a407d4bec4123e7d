import type { QuizRule } from '../../contracts/courseRules';
import { failureCodes } from '../../contracts/envelope';
import type { LanguageCode } from '../../contracts/languages';
import {
  type QuizAnswerSaveRequest,
  type QuizNextStep,
  type QuizResult,
  quizResultSchema,
  type QuizStart,
  type QuizSubmitRequest,
} from '../../contracts/quizzes';
import { accessDeniedMessage } from '../auth/sessions';
import { completeCourse } from '../courseTaking/completion';
import { resetCourse } from '../courseTaking/courseReset';
import {
  allChaptersDone,
  chapterDone,
  isTakeable,
  loadStudentCourse,
  nextChapterOf,
  type StudentChapter,
  type StudentCourse,
} from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { identityLockOf, identityStepsDue } from '../identity/due';
import { type AttemptRecord, attemptStore } from './attemptRecords';
import { type BankQuestion, drawQuestions, loadBank, questionForBrowser, type Random } from './bank';
import { gradeAttempt } from './grading';

export const quizMessages = {
  started: 'Quiz.',
  saved: 'Answer saved.',
  graded: 'Quiz graded.',
  submitted: 'This try is already submitted.',
  timeUp: 'The time for this try is up.',
  notInTry: 'This question is not part of the try.',
  noQuestions: 'This quiz has no questions yet. Please contact support.',
} as const;

/**
 * A late answer still counts for this long after the deadline: the browser submits at zero on its own clock, and the
 * request takes a moment to arrive.
 */
export const deadlineGraceMs = 5_000;

const refused = () => new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
const parseResult = (value: unknown) => quizResultSchema.parse(value);

/** The quiz a try belongs to: a chapter's (with its rule) or the final exam. */
interface QuizTarget {
  rule: QuizRule;
  chapter: StudentChapter | null;
}

function targetOf(course: StudentCourse, chapterNumber: number | null): QuizTarget | undefined {
  if (chapterNumber === null)
    return course.rules.finalExam ? { rule: course.rules.finalExam, chapter: null } : undefined;
  const chapter = course.chapters.find((c) => c.chapterNumber === chapterNumber);
  if (!chapter) throw new ApiError(404, quizMessages.noQuestions, failureCodes.notFound);
  return course.rules.chapterQuiz ? { rule: course.rules.chapterQuiz, chapter } : undefined;
}

const failuresOf = (tries: AttemptRecord[]) => tries.filter((t) => t.passed === false);

async function bankOf(db: Queryable, course: StudentCourse, chapter: StudentChapter | null) {
  const chapterIds = chapter ? [chapter.chapterId] : course.chapters.map((c) => c.chapterId);
  const bank = await loadBank(db, course.courseVersionId, chapterIds);
  return new Map<number, BankQuestion>(bank.map((q) => [q.questionId, q]));
}

/**
 * Starts a try, or resumes the open one (a reload, another tab, a new device): the same questions in the same order
 * with the answers saved so far. Refuses with the reason when a try may not start now.
 */
export async function startQuiz(
  tx: Queryable,
  input: { studentCourseId: number; studentId: number; chapterNumber: number | null; language: LanguageCode },
  now: Date,
  random: Random,
): Promise<QuizStart> {
  const course = await loadStudentCourse(tx, input.studentCourseId, input.studentId, { forUpdate: true });
  if (!isTakeable(course, now)) return { outcome: 'notAvailable' };
  const target = targetOf(course, input.chapterNumber);
  if (!target) return { outcome: 'notAvailable' };
  const { rule, chapter } = target;
  const store = attemptStore(tx, parseResult);
  const chapterId = chapter?.chapterId ?? null;

  const bank = await bankOf(tx, course, chapter);
  let attempt = await store.openAttempt(course.studentCourseId, chapterId, course.round);
  if (!attempt) {
    if (chapter ? chapterDone(course, chapter) : course.completedAt !== null) return { outcome: 'passed' };
    const due = chapter ? chapter.isCompleted : allChaptersDone(course);
    if (!due) return { outcome: 'notDue', nextChapterNumber: nextChapterOf(course)?.chapterNumber ?? null };
    if (chapter?.reviewRequired) return { outcome: 'reviewChapter', chapterNumber: chapter.chapterNumber };
    const tries = await store.submittedAttempts(course.studentCourseId, chapterId, course.round);
    const lastFailure = failuresOf(tries).at(-1);
    if (lastFailure?.submittedAt && rule.waitMinutesAfterFailure !== null) {
      const until = new Date(lastFailure.submittedAt.getTime() + rule.waitMinutesAfterFailure * 60_000);
      if (until > now) return { outcome: 'waiting', until: until.toISOString() };
    }
    // The final exam's identity check (or a lock) first: the launch page runs it.
    if (!chapter && (identityLockOf(course, now) || (await identityStepsDue(tx, course, null, now)).length > 0))
      return { outcome: 'identityCheckDue' };
    if (bank.size === 0) throw new ApiError(409, quizMessages.noQuestions, failureCodes.notFound);
    const avoid = new Set(tries.at(-1)?.questions.map((q) => q.questionId) ?? []);
    const drawn = drawQuestions([...bank.values()], rule.questionCount, avoid, random);
    const deadline = rule.timeLimitMinutes === null ? null : new Date(now.getTime() + rule.timeLimitMinutes * 60_000);
    // Two tabs starting at once: the open-try index lets one insert win; the other reads the winner's try.
    await tx.query(
      `insert into quiz_attempts (student_course_id, chapter_id, course_round, attempt_number, questions, started_at, deadline)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7) on conflict do nothing`,
      [course.studentCourseId, chapterId, course.round, tries.length + 1, JSON.stringify(drawn), now, deadline],
    );
    attempt = await store.openAttempt(course.studentCourseId, chapterId, course.round);
    if (!attempt) throw new Error('the new try could not be read back');
  }

  const isLastTry = rule.attempts !== null && attempt.attemptNumber >= rule.attempts;
  return {
    outcome: 'open',
    attempt: {
      quizAttemptId: attempt.quizAttemptId,
      kind: chapter ? 'chapter' : 'final',
      chapterNumber: chapter?.chapterNumber ?? null,
      courseName: course.courseName,
      attemptNumber: attempt.attemptNumber,
      attemptsAllowed: rule.attempts,
      passPercent: rule.passPercent,
      questions: attempt.questions.map((drawn) => {
        const question = bank.get(drawn.questionId);
        if (!question) throw new Error(`question ${drawn.questionId} left the bank`);
        return questionForBrowser(question, drawn, input.language);
      }),
      answers: Object.entries(attempt.answers).map(([questionId, optionId]) => ({
        questionId: Number(questionId),
        optionId,
      })),
      deadline: attempt.deadline?.toISOString() ?? null,
      serverNow: now.toISOString(),
      lastTryOutcome: isLastTry ? rule.afterLastFailure : null,
    },
  };
}

/** Saves one answer of a try in progress (the final exam saves as the student goes). Returns how many are saved. */
export async function saveAnswer(tx: Queryable, studentId: number, body: QuizAnswerSaveRequest, now: Date) {
  const attempt = await attemptStore(tx, parseResult).ownAttempt(body.quizAttemptId, studentId);
  if (!attempt) throw refused();
  if (attempt.submittedAt) throw new ApiError(409, quizMessages.submitted, failureCodes.quizClosed);
  if (attempt.deadline && now.getTime() > attempt.deadline.getTime() + deadlineGraceMs)
    throw new ApiError(409, quizMessages.timeUp, failureCodes.quizClosed);
  const drawn = attempt.questions.find((q) => q.questionId === body.questionId);
  if (!drawn || body.optionId >= drawn.order.length)
    throw new ApiError(400, quizMessages.notInTry, failureCodes.validation);
  const answers = { ...attempt.answers, [String(body.questionId)]: body.optionId };
  await tx.query('update quiz_attempts set answers = $2::jsonb where quiz_attempt_id = $1', [
    attempt.quizAttemptId,
    JSON.stringify(answers),
  ]);
  return Object.keys(answers).length;
}

/** What was decided by a graded try, for the route to act on after the commit. */
export interface Submission {
  result: QuizResult;
  /** The course completed with this try: its certificate is mailed after the commit. */
  certificateId: number | null;
}

/**
 * Quiz validation: grades the try once. A repeated submit (a retry whose answer was lost, a second tab) gets the
 * stored result and changes nothing. After the deadline only the saved answers count.
 */
export async function submitQuiz(
  tx: Queryable,
  studentId: number,
  body: QuizSubmitRequest,
  now: Date,
  language: LanguageCode,
): Promise<Submission> {
  const store = attemptStore(tx, parseResult);
  const attempt = await store.ownAttempt(body.quizAttemptId, studentId);
  if (!attempt) throw refused();
  if (attempt.result) return { result: attempt.result, certificateId: null };

  const course = await loadStudentCourse(tx, attempt.studentCourseId, studentId, { forUpdate: true });
  const chapter = attempt.chapterId === null ? null : course.chapters.find((c) => c.chapterId === attempt.chapterId);
  if (chapter === undefined) throw refused();
  const rule = chapter ? course.rules.chapterQuiz : course.rules.finalExam;
  if (!rule) throw refused();

  const timedOut = attempt.deadline !== null && now.getTime() > attempt.deadline.getTime() + deadlineGraceMs;
  const drawnIds = new Set(attempt.questions.map((q) => String(q.questionId)));
  const answers = { ...attempt.answers };
  if (!timedOut)
    for (const answer of body.answers) {
      const drawn = attempt.questions.find((q) => q.questionId === answer.questionId);
      if (drawnIds.has(String(answer.questionId)) && drawn && answer.optionId < drawn.order.length)
        answers[String(answer.questionId)] = answer.optionId;
    }
  const grade = gradeAttempt(attempt.questions, answers, await bankOf(tx, course, chapter), rule, language);
  await tx.query(
    'update quiz_attempts set answers = $2::jsonb, submitted_at = $3, passed = $4 where quiz_attempt_id = $1',
    [attempt.quizAttemptId, JSON.stringify(answers), now, grade.passed],
  );

  const failures = failuresOf(await store.submittedAttempts(course.studentCourseId, attempt.chapterId, attempt.round));
  const attemptsLeft = rule.attempts === null ? null : Math.max(0, rule.attempts - failures.length);
  let next: QuizNextStep;
  let retakeAt: string | null = null;
  let nextChapterNumber: number | null = null;
  let certificateId: number | null = null;

  if (grade.passed) {
    if (chapter) {
      await tx.query(
        'update student_course_chapters set quiz_passed_at = $2, review_required = false where student_course_chapter_id = $1',
        [chapter.studentCourseChapterId, now],
      );
      // The loaded record follows the row just written, so what comes next is decided on the course as it now is.
      chapter.quizPassed = true;
      chapter.reviewRequired = false;
    }
    if (!chapter || (allChaptersDone(course) && course.rules.finalExam === null)) {
      certificateId = (await completeCourse(tx, course, now, language)).certificateId;
      next = 'courseCompleted';
    } else if (allChaptersDone(course)) {
      next = 'finalExam';
    } else {
      next = 'nextChapter';
      nextChapterNumber = nextChapterOf(course)?.chapterNumber ?? null;
    }
  } else if (attemptsLeft === 0 && rule.afterLastFailure) {
    await resetCourse(tx, course, rule.afterLastFailure, chapter ? 'chapterQuizFailed' : 'finalExamFailed', now);
    next = rule.afterLastFailure === 'restartCourse' ? 'courseRestarted' : 'courseFailed';
  } else if (rule.waitMinutesAfterFailure !== null) {
    next = 'wait';
    retakeAt = new Date(now.getTime() + rule.waitMinutesAfterFailure * 60_000).toISOString();
  } else if (chapter && rule.reviewBeforeRetake) {
    await tx.query('update student_course_chapters set review_required = true where student_course_chapter_id = $1', [
      chapter.studentCourseChapterId,
    ]);
    next = 'reviewChapter';
  } else {
    next = 'retake';
  }

  const result: QuizResult = {
    quizAttemptId: attempt.quizAttemptId,
    kind: chapter ? 'chapter' : 'final',
    chapterNumber: chapter?.chapterNumber ?? null,
    correct: grade.correct,
    total: grade.total,
    scorePercent: grade.scorePercent,
    passPercent: rule.passPercent,
    passed: grade.passed,
    timedOut,
    review: grade.review,
    missedTopics: grade.missedTopics,
    next,
    attemptsLeft,
    retakeAt,
    nextChapterNumber,
  };
  await tx.query('update quiz_attempts set result = $2::jsonb where quiz_attempt_id = $1', [
    attempt.quizAttemptId,
    JSON.stringify(result),
  ]);
  return { result, certificateId };
}
