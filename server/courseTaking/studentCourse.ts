import type { CourseRules } from '../../contracts/courseRules';
import type { ChapterState, CourseAction, CourseProgress, Today } from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import { courseNeedsParentVerification } from '../account/parentVerificationRule';
import { withAdmissionAction } from '../admission/admission';
import { accessDeniedMessage } from '../auth/sessions';
import { certificateSummaryOf } from '../certificates/summary';
import { parseCourseRules } from '../courseRules';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { type StudyRecord, todayAllowance } from './crediting';

/** One purchased course with what course taking needs: its rules, its crediting record, its chapters. */
export interface StudentCourse {
  studentCourseId: number;
  studentId: number;
  configCourseId: number;
  /** The course version the student is taught (docs/courses.md "Versions"); null for a course without text. */
  courseVersionId: number | null;
  courseName: string;
  status: string;
  expiresAt: Date | null;
  /** Paid, and the parent's verification is in when the course needs one. */
  eligible: boolean;
  rules: CourseRules;
  record: StudyRecord;
  /** The last batch of study time credited (a retry of it credits nothing). */
  lastTimeUpdateId: string | null;
  openChapterId: number | null;
  /** 1, then one more each time the rules restarted the course. */
  round: number;
  completedAt: Date | null;
  failedAt: Date | null;
  /** A failed identity check locked the course: since when, and until when (null: until support). */
  identityLock: { lockedAt: Date; lockedUntil: Date | null } | null;
  chapters: StudentChapter[];
}

export interface StudentChapter {
  chapterId: number;
  chapterNumber: number;
  title: string;
  requiredSeconds: number;
  studentCourseChapterId: number | null;
  creditedSeconds: number;
  /** The chapter's time is in (its minutes were credited). */
  isCompleted: boolean;
  /** Its quiz is passed (always false for a course without chapter quizzes). */
  quizPassed: boolean;
  /** A failed quiz asks for the chapter to be opened again before another try. */
  reviewRequired: boolean;
}

interface CourseRow {
  student_course_id: number;
  student_id: number;
  config_course_id: number;
  course_version_id: number | null;
  name: string;
  status: string;
  expires_at: Date | null;
  rules: unknown;
  organisation_id: number;
  parent_verification_status: boolean;
  last_study_credit_at: Date | null;
  study_window_start: Date | null;
  study_window_seconds: number;
  open_chapter_id: number | null;
  credited_seconds: number;
  continuous_seconds: number;
  break_until: Date | null;
  day_window_start: Date | null;
  day_credited_seconds: number;
  locked_until: Date | null;
  last_time_update_id: string | null;
  course_round: number;
  completed_at: Date | null;
  failed_at: Date | null;
  identity_locked_at: Date | null;
  identity_locked_until: Date | null;
}

const courseColumns = `sc.student_course_id, sc.student_id, sc.config_course_id, sc.course_version_id, cc.name, sc.status, sc.expires_at, cc.rules,
  s.organisation_id, s.parent_verification_status, s.last_study_credit_at, s.study_window_start, s.study_window_seconds, sc.open_chapter_id,
  sc.credited_seconds, sc.continuous_seconds, sc.break_until, sc.day_window_start, sc.day_credited_seconds, sc.locked_until, sc.last_time_update_id,
  sc.course_round, sc.completed_at, sc.failed_at, sc.identity_locked_at, sc.identity_locked_until`;

const refused = () => new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The student's own course, or 403 'Access Denied' (another student's course and an unknown one are refused alike).
 * `forUpdate` locks the student's row and the course's for a crediting transaction, so two updates of the same
 * student (two tabs) run one after the other.
 */
export async function loadStudentCourse(
  db: Queryable,
  studentCourseId: number,
  studentId: number,
  { forUpdate = false } = {},
): Promise<StudentCourse> {
  const [row] = await db.query<CourseRow>(
    `select ${courseColumns}
     from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
       join students s on s.student_id = sc.student_id
     where sc.student_course_id = $1 and sc.student_id = $2 ${forUpdate ? 'for update of s, sc' : ''}`,
    [studentCourseId, studentId],
  );
  if (!row) throw refused();
  // A course sold without a rule set cannot be taken: an honest refusal, not a course run on invented rules.
  if (row.rules === null) throw new ApiError(409, courseNotReadyMessage, failureCodes.notFound);
  const rules = parseCourseRules(row.config_course_id, row.rules);
  const chapterRows = await db.query<{
    chapter_id: number;
    position: number;
    title: string;
    required_seconds: number;
    student_course_chapter_id: number | null;
    time_spent: number | null;
    is_completed: boolean | null;
    quiz_passed_at: Date | null;
    review_required: boolean | null;
  }>(
    `select ch.chapter_id, ch.position, ch.title, ch.required_seconds, scc.student_course_chapter_id, scc.time_spent, scc.is_completed,
       scc.quiz_passed_at, scc.review_required
     from course_chapters ch left join student_course_chapters scc
       on scc.chapter_id = ch.chapter_id and scc.student_course_id = $1
     where ch.config_course_id = $2 order by ch.position`,
    [studentCourseId, row.config_course_id],
  );
  const needsParent = await courseNeedsParentVerification(db, row.organisation_id, row.config_course_id);
  return {
    studentCourseId: row.student_course_id,
    studentId: row.student_id,
    configCourseId: row.config_course_id,
    courseVersionId: row.course_version_id,
    courseName: row.name,
    status: row.status,
    expiresAt: asDate(row.expires_at),
    // A refunded course is no longer the student's to take.
    eligible:
      row.status !== 'PaymentPending' &&
      row.status !== refundedStatus &&
      (!needsParent || row.parent_verification_status),
    rules,
    openChapterId: row.open_chapter_id,
    lastTimeUpdateId: row.last_time_update_id,
    round: row.course_round,
    completedAt: asDate(row.completed_at),
    failedAt: asDate(row.failed_at),
    identityLock: row.identity_locked_at
      ? { lockedAt: new Date(row.identity_locked_at), lockedUntil: asDate(row.identity_locked_until) }
      : null,
    record: {
      lastStudyCreditAt: asDate(row.last_study_credit_at),
      windowStart: asDate(row.study_window_start),
      windowSeconds: Number(row.study_window_seconds),
      creditedSeconds: Number(row.credited_seconds),
      continuousSeconds: Number(row.continuous_seconds),
      breakUntil: asDate(row.break_until),
      dayWindowStart: asDate(row.day_window_start),
      dayCreditedSeconds: Number(row.day_credited_seconds),
      lockedUntil: asDate(row.locked_until),
      chapterSeconds: 0,
    },
    chapters: chapterRows.map((c) => ({
      chapterId: c.chapter_id,
      chapterNumber: c.position,
      title: c.title,
      // The rule set is the authority; the column is what the seed derived from it.
      requiredSeconds: (rules.chapters.minimumMinutes[c.position - 1] ?? c.required_seconds / 60) * 60,
      studentCourseChapterId: c.student_course_chapter_id,
      creditedSeconds: Number(c.time_spent ?? 0),
      isCompleted: c.is_completed ?? false,
      quizPassed: c.quiz_passed_at !== null,
      reviewRequired: c.review_required ?? false,
    })),
  };
}

/** student_courses.status of a course whose purchase was refunded: access has ended. */
export const refundedStatus = 'Refunded';

export const courseNotReadyMessage = 'This course is not ready to be taken yet. Please contact support.';

/** A chapter is done when its time is in and, with chapter quizzes, its quiz is passed. */
export const chapterDone = (course: StudentCourse, chapter: StudentChapter) =>
  chapter.isCompleted && (course.rules.chapterQuiz === null || chapter.quizPassed);

export const allChaptersDone = (course: StudentCourse) =>
  course.chapters.length > 0 && course.chapters.every((c) => chapterDone(course, c));

/**
 * Locked, available, in progress, quiz due or completed: sequential courses unlock a chapter when the one before is
 * done.
 */
export function chapterStateOf(course: StudentCourse, chapter: StudentChapter): ChapterState {
  if (chapterDone(course, chapter)) return 'completed';
  if (chapter.isCompleted) return 'quizDue';
  const before = course.chapters.filter((c) => c.chapterNumber < chapter.chapterNumber);
  if (course.rules.chapterOrder === 'sequential' && before.some((c) => !chapterDone(course, c))) return 'locked';
  return chapter.creditedSeconds > 0 ? 'inProgress' : 'available';
}

/** The chapter to continue with: the first one not done that is not locked. */
export function nextChapterOf(course: StudentCourse): StudentChapter | undefined {
  return course.chapters.find((c) => !chapterDone(course, c) && chapterStateOf(course, c) !== 'locked');
}

export const isExpired = (course: StudentCourse, now: Date) =>
  course.completedAt === null && course.expiresAt !== null && course.expiresAt <= now;

/** The course can be studied now: paid (and verified by a parent when needed), not expired, completed or failed. */
export const isTakeable = (course: StudentCourse, now: Date) =>
  course.eligible && !isExpired(course, now) && course.completedAt === null && course.failedAt === null;

function actionOf(course: StudentCourse, now: Date): CourseAction {
  if (course.status === 'PaymentPending') return 'completePurchase';
  if (course.status === refundedStatus) return 'refunded';
  if (course.completedAt) return 'completed';
  if (course.failedAt) return 'failed';
  if (isExpired(course, now)) return 'expired';
  if (allChaptersDone(course)) return 'finalExam';
  return course.record.creditedSeconds > 0 || course.chapters.some((c) => c.creditedSeconds > 0) ? 'continue' : 'start';
}

/** The court rule (02 §9): finished seven days before the court date (the registration's CITATIONDUEDATE). */
export const daysBeforeCourtDate = 7;
async function completeByOf(db: Queryable, course: StudentCourse): Promise<string | null> {
  const [row] = await db.query<{ value: string }>(
    `select value from student_flexi_values where student_id = $1 and config_course_id = $2 and name = 'CITATIONDUEDATE'`,
    [course.studentId, course.configCourseId],
  );
  if (!row || !/^\d{4}-\d{2}-\d{2}$/.test(row.value)) return null;
  const court = new Date(`${row.value}T00:00:00Z`);
  return new Date(court.getTime() - daysBeforeCourtDate * 86_400_000).toISOString().slice(0, 10);
}

/** Today's time under the course's daily cap, as the answers carry it. */
export function todayOf(rules: CourseRules, record: StudyRecord, now: Date): Today {
  const today = todayAllowance(rules, record, now);
  if (!today.limited) return { limited: false, availableSeconds: null, resetsAt: null };
  return {
    limited: true,
    availableSeconds: today.availableSeconds,
    resetsAt: today.availableSeconds > 0 ? null : today.resetsAt.toISOString(),
  };
}

/** A break in progress: when it ends. */
export const breakUntilOf = (record: StudyRecord, now: Date) =>
  record.breakUntil && record.breakUntil > now ? record.breakUntil.toISOString() : null;

export async function progressOf(db: Queryable, course: StudentCourse, now: Date): Promise<CourseProgress> {
  const next = nextChapterOf(course);
  return {
    chaptersDone: course.chapters.filter((c) => chapterDone(course, c)).length,
    chapterCount: course.chapters.length,
    creditedSeconds: course.chapters.reduce((n, c) => n + c.creditedSeconds, 0),
    requiredSeconds: course.rules.totalMinutes * 60,
    today: todayOf(course.rules, course.record, now),
    breakUntil: breakUntilOf(course.record, now),
    completeBy: await completeByOf(db, course),
    nextChapterNumber: next?.chapterNumber ?? null,
    action: await withAdmissionAction(db, course, actionOf(course, now)),
    certificate: await certificateSummaryOf(db, course.studentCourseId),
  };
}
