import { addMs, hours } from '../clock';
import { startOfLocalDay } from '../courseTaking/zonedTime';
import type { Queryable } from '../db/types';
import { enrol } from '../identity/typing/detector';
import { saveTemplate } from '../identity/typing/typingRecords';
import { seedPassword } from './accounts';
import { moveToArizona } from './arizonaStudents';
import { arizonaCourseId, demoCourseId, identityDemoCourseId, ohioCourseId } from './catalog';
import { creditChapters } from './chapterCredits';
import { seededCourseRules } from './courseRules';
import { playwrightTypingSamples, typingSpreadFactor } from './courseTakingPathsTyping';
import { hashDemoPassword } from './demoPasswords';
import { saveSeededAnswers, type SeededAnswerHashes, seedPassedCheck } from './identityChecks';
import { insertPaidCourse } from './paidCourse';
import { activeStudent, insertStudent } from './students';

/*
 * The accounts of course taking's browser paths (tests/model/<flow>.browser.ts), one situation each, so a
 * path that changes its student's data (a launch, a wrong answer, a break) changes nobody else's and each path starts
 * where its model's path starts. They run on the course-taking paths server, whose clock the paths move forward:
 * whatever must still hold hours later (a break, a lock, today's used-up time) is seeded with room to spare.
 */

/** The accounts, by the situation they are in (password: seedPassword, each with its own salted hash). */
export const courseTakingPathAccounts = {
  /** Demo course (990), paid, not started: a launch opens chapter 1; chapter 3 is locked. */
  launchDemo: 'paths-launch-demo@example.com',
  /** Demo course: chapter 1's time is in, its quiz is not passed. */
  launchQuizDue: 'paths-launch-quiz@example.com',
  /** Demo course: every chapter and quiz done (the final exam is next). */
  launchFinished: 'paths-launch-finished@example.com',
  /** Demo course whose access ended yesterday. */
  launchExpired: 'paths-launch-expired@example.com',
  /** Ohio (630): today's 4 hours are used up. */
  launchDayUsed: 'paths-launch-day@example.com',
  /** Ohio: in a forced break. */
  launchBreak: 'paths-launch-break@example.com',
  /** Ohio: locked for 24 hours by a failed security question. */
  launchLocked: 'paths-launch-locked@example.com',
  /** Arizona (913): paid, no documents filed. */
  launchArizona: 'paths-launch-arizona@example.com',
  /** Ohio, answers saved: chapter 1 asks a question; 2 wrong answers in a row lock the course for 24 hours. */
  launchQuestionOhio: 'paths-launch-question-oh@example.com',
  /** Florida (776), answers saved: chapter 1 asks a question; 1 wrong answer fails the course. */
  launchQuestionFlorida: 'paths-launch-question-fl@example.com',
  /** California (611), answers saved: chapter 1 asks a question (the student leaves through the menu). */
  launchQuestionLeave: 'paths-launch-question-leave@example.com',
  /** California, answers saved: chapter 1 asks a question (answered right, chapter 1 opens). */
  launchQuestionPass: 'paths-launch-question-pass@example.com',
  /**
   * Ohio, 15 seconds short of the 2 hours after which the rules force a break, the last credit just now: the next half
   * minute of study starts the break (its page counts down; the break is over on the first, nearly over on the second,
   * some seconds from its end on the third).
   */
  breakOver: 'paths-break-over@example.com',
  breakEnding: 'paths-break-ending@example.com',
  breakRetry: 'paths-break-retry@example.com',
  /** Demo course, paid, not started: its chapters have two sections each (read aloud). */
  readAloud: 'paths-read-aloud@example.com',
  /** Demo course: chapter 1's time is in, its quiz due (one student per path that starts a try). */
  quizDue1: 'paths-quiz-due-1@example.com',
  quizDue2: 'paths-quiz-due-2@example.com',
  quizDue3: 'paths-quiz-due-3@example.com',
  quizDue4: 'paths-quiz-due-4@example.com',
  /** Demo course: chapters 1 and 2 done, chapter 3's quiz due (passing it opens the final exam). */
  quizDueLast: 'paths-quiz-due-last@example.com',
  /** Demo course: every chapter done, the final exam (10 minutes, 2 tries) not taken yet. */
  quizFinal1: 'paths-quiz-final-1@example.com',
  quizFinal2: 'paths-quiz-final-2@example.com',
  quizFinal3: 'paths-quiz-final-3@example.com',
  quizFinal4: 'paths-quiz-final-4@example.com',
  quizFinal5: 'paths-quiz-final-5@example.com',
  quizFinal6: 'paths-quiz-final-6@example.com',
  quizFinal7: 'paths-quiz-final-7@example.com',
  /** Demo course, not started: chapter 1's quiz is not due yet. */
  quizNotDue: 'paths-quiz-not-due@example.com',
  /** Demo course: chapter 1's quiz failed, the chapter to be read again before the next try. */
  quizReview: 'paths-quiz-review@example.com',
  /** Texas (405): unit 1's quiz failed twice; the third try is the last (failing it fails the course). */
  quizTexasLast: 'paths-quiz-texas-last@example.com',
  /** Ohio: every chapter done, the final exam failed just now (the next try waits 24 hours). */
  quizOhioWaiting: 'paths-quiz-ohio-waiting@example.com',
  /** California: every chapter done, answers saved: the final exam asks a security question first. */
  quizCaliforniaFinal: 'paths-quiz-california-final@example.com',
  /** California, no security answers saved: chapter 1 asks to save them, then a question. */
  identitySetup: 'paths-identity-setup@example.com',
  /** The identity demo course (992), not started: chapter 1 enrols the typing pattern, then takes the first photo. */
  identityEnrol: 'paths-identity-enrol@example.com',
  /** Ohio, answers saved: chapter 1 asks a question (2 wrong in a row lock the course for 24 hours). */
  identityQuestion: 'paths-identity-question@example.com',
  /**
   * The identity demo course, typing pattern enrolled (as Playwright types), chapter 1's photo taken: chapter 1 asks
   * the typing check only (3 mismatches in a row fail the course).
   */
  identityTyping1: 'paths-identity-typing-1@example.com',
  identityTyping2: 'paths-identity-typing-2@example.com',
  typingCheck1: 'paths-typing-check-1@example.com',
  typingCheck2: 'paths-typing-check-2@example.com',
  typingCheck3: 'paths-typing-check-3@example.com',
  typingCheck4: 'paths-typing-check-4@example.com',
  typingCheck5: 'paths-typing-check-5@example.com',
  typingCheck6: 'paths-typing-check-6@example.com',
  /**
   * The identity demo course, typing pattern enrolled, nothing checked yet: chapter 1 asks the typing check, then the
   * first photo (the enrolment photo).
   */
  webcamFirst1: 'paths-webcam-first-1@example.com',
  webcamFirst2: 'paths-webcam-first-2@example.com',
  webcamFirst3: 'paths-webcam-first-3@example.com',
  webcamFirst4: 'paths-webcam-first-4@example.com',
  /** The same with chapter 1 done (no photo taken yet): a photo at chapter 1, then chapter 2 asks another. */
  webcamLater1: 'paths-webcam-later-1@example.com',
  webcamLater2: 'paths-webcam-later-2@example.com',
  /** Answers saved, chapter 1's question due: Texas (90 seconds each, the 4th wrong answer fails the course). */
  questionTexas1: 'paths-question-tx-1@example.com',
  questionTexas2: 'paths-question-tx-2@example.com',
  /** Florida (60 seconds, the 1st wrong answer fails the course). */
  questionFlorida1: 'paths-question-fl-1@example.com',
  questionFlorida2: 'paths-question-fl-2@example.com',
  questionFlorida3: 'paths-question-fl-3@example.com',
  /** Ohio (no time limit, 2 wrong answers in a row lock the course for 24 hours). */
  questionOhio1: 'paths-question-oh-1@example.com',
  questionOhio2: 'paths-question-oh-2@example.com',
  /** California (no time limit, 2 wrong answers in a row lock the course until support unlocks it). */
  questionCalifornia1: 'paths-question-ca-1@example.com',
  /**
   * The chapter's browser paths (tests/model/chapter.browser.ts), one student per path, whose data it changes. Ohio
   * (its new content shows a chapter's sections one at a time), chapter 1 open (its question answered), 10 minutes in.
   */
  ...chapterPathAccounts('chapterFresh', 'fresh', 40),
  /** Ohio, chapter 1 open (its question answered): one second of today's 4 hours left. */
  ...chapterPathAccounts('chapterDayLast', 'day-last', 10),
  /** Ohio, chapter 1 open (its question answered): one second short of the 2 hours after which a break is due. */
  ...chapterPathAccounts('chapterBreak', 'break', 6),
  /** Ohio, chapter 1 open (its question answered): two seconds short of its hour (the model's chapter needs two). */
  ...chapterPathAccounts('chapterNearDone', 'near-done', 6),
} as const;

/** `${key}${n}`: `paths-chapter-${slug}-${n}@example.com`, n from 1 to count. */
function chapterPathAccounts<K extends string>(key: K, slug: string, count: number) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`${key}${i + 1}`, `paths-chapter-${slug}-${i + 1}@example.com`]),
  ) as Record<`${K}${number}`, string>;
}

/** The chapter paths' accounts of one situation, in order. */
export const chapterPathPool = (key: 'chapterFresh' | 'chapterDayLast' | 'chapterBreak' | 'chapterNearDone') =>
  (Object.keys(courseTakingPathAccounts) as CourseTakingPathAccount[]).filter((k) =>
    new RegExp(`^${key}\\d+$`).test(k),
  );

export type CourseTakingPathAccount = keyof typeof courseTakingPathAccounts;

const days = (n: number) => hours(24 * n);
const floridaCourseId = 776;
const californiaCourseId = 611;

interface CourseSetup {
  configCourseId: number;
  /** When the access ends (default: a year after the purchase). */
  expiresAt?: Date;
  /** Seconds credited to chapters 1, 2… (complete, with the quiz passed, when it reaches the chapter's minimum). */
  chapterSeconds?: number[];
  /** The last credited chapter's time is in but its quiz is not passed. */
  quizDue?: boolean;
}

/** A paid course of the student (two days ago), with its chapters credited (yesterday) as `setup` says. */
async function paidCourse(tx: Queryable, studentId: number, setup: CourseSetup, now: Date) {
  const { configCourseId, expiresAt, chapterSeconds = [], quizDue } = setup;
  const course = await insertPaidCourse(tx, {
    studentId,
    configCourseId,
    amount: 24.95,
    purchasedAt: addMs(now, -days(2)),
    expiresAt,
  });
  if (chapterSeconds.length > 0)
    await creditChapters(tx, course, { configCourseId, seconds: chapterSeconds, at: addMs(now, -days(1)), quizDue });
  return course;
}

const minutesOf = (configCourseId: number) =>
  seededCourseRules[configCourseId].chapters.minimumMinutes.map((m) => m * 60);

export async function seedCourseTakingPathAccounts(tx: Queryable, answers: SeededAnswerHashes, now: Date) {
  // Each account its own salted hash of the seeded password, made only for the accounts not there yet.
  const emails: string[] = Object.values(courseTakingPathAccounts);
  const present = new Set(
    (await tx.query<{ email: string }>('select email from students where email = any($1)', [emails])).map(
      (r) => r.email,
    ),
  );
  const missing = emails.filter((email) => !present.has(email));
  const hashes = new Map(
    await Promise.all(missing.map(async (email) => [email, await hashDemoPassword(seedPassword)] as const)),
  );
  const student = async (key: CourseTakingPathAccount, lastName: string) => {
    const hash = hashes.get(courseTakingPathAccounts[key]);
    if (!hash) return undefined;
    return insertStudent(tx, activeStudent(courseTakingPathAccounts[key], 'Pat', lastName), hash);
  };
  /** Ohio needs a parent's verification before the course opens: given. */
  const parentVerified = (studentId: number) =>
    tx.query('update students set parent_verification_status = true where student_id = $1', [studentId]);
  const update = (studentCourseId: number, set: string, values: unknown[]) =>
    tx.query(`update student_courses set ${set} where student_course_id = $1`, [studentCourseId, ...values]);

  /**
   * The identity demo course with the typing pattern enrolled from Playwright's typing and chapter 1's photo taken:
   * the typing check (due at the course's start, never passed) is all chapter 1 asks.
   */
  const typingEnrolled = async (studentId: number, { photoTaken = true, chapterSeconds = [] as number[] } = {}) => {
    const course = await paidCourse(tx, studentId, { configCourseId: identityDemoCourseId, chapterSeconds }, now);
    const recorded = enrol(playwrightTypingSamples);
    const template = { ...recorded, mad: recorded.mad.map((spread) => spread * typingSpreadFactor) };
    await saveTemplate(tx, studentId, template, playwrightTypingSamples, addMs(now, -days(1)));
    if (!photoTaken) return course;
    await tx.query(
      `insert into identity_checks (student_course_id, course_round, kind, chapter_id, status, started_at, finished_at)
       select $1, 1, 'webcamPhoto', ch.chapter_id, 'passed', $3, $3
       from course_chapters ch where ch.config_course_id = $2 and ch.position = 1`,
      [course, identityDemoCourseId, addMs(now, -days(1))],
    );
    return course;
  };

  // Chapter launch (02 §7): one student per decision the server can make.
  const demo = await student('launchDemo', 'Demo');
  if (demo) await paidCourse(tx, demo, { configCourseId: demoCourseId }, now);
  const quizDue = await student('launchQuizDue', 'Quiz');
  if (quizDue)
    await paidCourse(tx, quizDue, { configCourseId: demoCourseId, chapterSeconds: [120], quizDue: true }, now);
  const finished = await student('launchFinished', 'Finished');
  if (finished)
    await paidCourse(tx, finished, { configCourseId: demoCourseId, chapterSeconds: minutesOf(demoCourseId) }, now);
  const expired = await student('launchExpired', 'Expired');
  if (expired) await paidCourse(tx, expired, { configCourseId: demoCourseId, expiresAt: addMs(now, -days(1)) }, now);

  const ohio = seededCourseRules[ohioCourseId];
  const dayUsed = await student('launchDayUsed', 'Day');
  if (dayUsed) {
    await parentVerified(dayUsed);
    const course = await paidCourse(tx, dayUsed, { configCourseId: ohioCourseId, chapterSeconds: [1800] }, now);
    // The whole day's time, credited today in Ohio (the run's clock stays well before Ohio's midnight).
    await update(course, 'day_window_start = $2, day_credited_seconds = $3', [
      startOfLocalDay(now, ohio.timeZone),
      ohio.dailyCap!.minutes * 60,
    ]);
  }
  const onBreak = await student('launchBreak', 'Break');
  if (onBreak) {
    await parentVerified(onBreak);
    const course = await paidCourse(tx, onBreak, { configCourseId: ohioCourseId, chapterSeconds: [1800] }, now);
    // Longer than Ohio's 10 minutes, so it still runs however far the paths have moved the clock.
    await update(course, 'break_until = $2', [addMs(now, hours(8))]);
  }
  const locked = await student('launchLocked', 'Locked');
  if (locked) {
    await parentVerified(locked);
    const course = await paidCourse(tx, locked, { configCourseId: ohioCourseId }, now);
    await update(course, 'identity_locked_at = $2, identity_locked_until = $3', [now, addMs(now, hours(24))]);
  }
  const arizona = await student('launchArizona', 'Arizona');
  if (arizona) {
    await moveToArizona(tx, arizona);
    await paidCourse(tx, arizona, { configCourseId: arizonaCourseId }, now);
  }
  const reader = await student('readAloud', 'Reader');
  if (reader) await paidCourse(tx, reader, { configCourseId: demoCourseId }, now);

  // Quizzes (02 §7 chapter quiz, final exam).
  const failedTries = async (studentCourseId: number, chapterNumber: number | null, count: number) => {
    for (let n = 1; n <= count; n++) {
      await tx.query(
        `insert into quiz_attempts (student_course_id, chapter_id, course_round, attempt_number, questions, answers,
           started_at, submitted_at, passed)
         values ($1, (select ch.chapter_id from course_chapters ch join student_courses sc
                      on sc.config_course_id = ch.config_course_id
                      where sc.student_course_id = $1 and ch.position = $2), 1, $3, '[]'::jsonb, '{}'::jsonb, $4, $4, false)`,
        [studentCourseId, chapterNumber, n, now],
      );
    }
  };
  const demoQuiz = async (key: CourseTakingPathAccount, chapterSeconds: number[], quizDue: boolean) => {
    const id = await student(key, 'Quiz');
    return id ? paidCourse(tx, id, { configCourseId: demoCourseId, chapterSeconds, quizDue }, now) : undefined;
  };
  for (const key of ['quizDue1', 'quizDue2', 'quizDue3', 'quizDue4'] as const) await demoQuiz(key, [120], true);
  await demoQuiz('quizDueLast', minutesOf(demoCourseId), true);
  for (const key of [
    'quizFinal1',
    'quizFinal2',
    'quizFinal3',
    'quizFinal4',
    'quizFinal5',
    'quizFinal6',
    'quizFinal7',
  ] as const)
    await demoQuiz(key, minutesOf(demoCourseId), false);
  await demoQuiz('quizNotDue', [], false);
  const review = await demoQuiz('quizReview', [120], true);
  if (review) {
    await failedTries(review, 1, 1);
    await tx.query(
      `update student_course_chapters set review_required = true
       where student_course_id = $1 and chapter_id = (select open_chapter_id from student_courses where student_course_id = $1)`,
      [review],
    );
  }
  const texas = await student('quizTexasLast', 'Quiz');
  if (texas) {
    const course = await paidCourse(
      tx,
      texas,
      { configCourseId: 405, chapterSeconds: [minutesOf(405)[0]], quizDue: true },
      now,
    );
    await failedTries(course, 1, 2);
  }
  const waiting = await student('quizOhioWaiting', 'Quiz');
  if (waiting) {
    await parentVerified(waiting);
    const course = await paidCourse(
      tx,
      waiting,
      { configCourseId: ohioCourseId, chapterSeconds: minutesOf(ohioCourseId) },
      now,
    );
    await failedTries(course, null, 1);
  }
  const californiaFinal = await student('quizCaliforniaFinal', 'Quiz');
  if (californiaFinal) {
    await paidCourse(
      tx,
      californiaFinal,
      { configCourseId: californiaCourseId, chapterSeconds: minutesOf(californiaCourseId) },
      now,
    );
    await saveSeededAnswers(tx, californiaFinal, answers, addMs(now, -days(1)));
  }

  // Identity checks before chapter 1.
  const setup = await student('identitySetup', 'Identity');
  if (setup) await paidCourse(tx, setup, { configCourseId: californiaCourseId }, now);
  const enrolling = await student('identityEnrol', 'Identity');
  if (enrolling) await paidCourse(tx, enrolling, { configCourseId: identityDemoCourseId }, now);
  const question = await student('identityQuestion', 'Identity');
  if (question) {
    await parentVerified(question);
    await paidCourse(tx, question, { configCourseId: ohioCourseId }, now);
    await saveSeededAnswers(tx, question, answers, addMs(now, -days(1)));
  }
  const typists = [
    'identityTyping1',
    'identityTyping2',
    'typingCheck1',
    'typingCheck2',
    'typingCheck3',
    'typingCheck4',
    'typingCheck5',
    'typingCheck6',
  ] as const;
  for (const key of typists) {
    const id = await student(key, 'Typing');
    if (id) await typingEnrolled(id);
  }
  for (const key of ['webcamFirst1', 'webcamFirst2', 'webcamFirst3', 'webcamFirst4'] as const) {
    const id = await student(key, 'Photo');
    if (id) await typingEnrolled(id, { photoTaken: false });
  }
  for (const key of ['webcamLater1', 'webcamLater2'] as const) {
    const id = await student(key, 'Photo');
    if (id) await typingEnrolled(id, { photoTaken: false, chapterSeconds: [minutesOf(identityDemoCourseId)[0]] });
  }

  // Break time (02 §2 breakTime): Ohio's break after 2 hours of continuous study starts with the next update.
  for (const key of ['breakOver', 'breakEnding', 'breakRetry'] as const) {
    const id = await student(key, 'Break');
    if (!id) continue;
    await parentVerified(id);
    // The study window opened two hours ago (so the update's half minute is credited in full), and the last credit is
    // dated a day ahead: however far the paths have moved the clock, the study has not paused, so the run continues.
    await tx.query(
      'update students set study_window_start = $2, study_window_seconds = 0, last_study_credit_at = $3 where student_id = $1',
      [id, addMs(now, -hours(2)), addMs(now, days(1))],
    );
    const course = await paidCourse(tx, id, { configCourseId: ohioCourseId, chapterSeconds: [600] }, now);
    await update(course, 'continuous_seconds = $2', [ohio.breaks!.afterMinutes! * 60 - 15]);
    // Ohio asks a security question at each chapter: chapter 1's was answered.
    await saveSeededAnswers(tx, id, answers, addMs(now, -days(1)));
    await seedPassedCheck(tx, course, 1, addMs(now, -days(1)));
  }

  // The chapter's own paths (tests/model/chapter.browser.ts), a student per path.
  const ohioChapterOpen = async (id: number, chapterSeconds = 600) => {
    await parentVerified(id);
    // The study window opened two hours ago and the last credit is dated a day ahead (as the break students above):
    // whatever the clock, the chapter's updates are credited in full.
    await tx.query(
      'update students set study_window_start = $2, study_window_seconds = 0, last_study_credit_at = $3 where student_id = $1',
      [id, addMs(now, -hours(2)), addMs(now, days(1))],
    );
    const course = await paidCourse(tx, id, { configCourseId: ohioCourseId, chapterSeconds: [chapterSeconds] }, now);
    await saveSeededAnswers(tx, id, answers, addMs(now, -days(1)));
    await seedPassedCheck(tx, course, 1, addMs(now, -days(1)));
    return course;
  };
  for (const key of chapterPathPool('chapterFresh')) {
    const id = await student(key, 'Chapter');
    if (id) await ohioChapterOpen(id);
  }
  for (const key of chapterPathPool('chapterDayLast')) {
    const id = await student(key, 'Chapter');
    if (!id) continue;
    const course = await ohioChapterOpen(id);
    await update(course, 'day_window_start = $2, day_credited_seconds = $3', [
      startOfLocalDay(now, ohio.timeZone),
      ohio.dailyCap!.minutes * 60 - 1,
    ]);
  }
  for (const key of chapterPathPool('chapterBreak')) {
    const id = await student(key, 'Chapter');
    if (!id) continue;
    const course = await ohioChapterOpen(id);
    await update(course, 'continuous_seconds = $2', [ohio.breaks!.afterMinutes! * 60 - 1]);
  }
  for (const key of chapterPathPool('chapterNearDone')) {
    const id = await student(key, 'Chapter');
    if (id) await ohioChapterOpen(id, minutesOf(ohioCourseId)[0] - 2);
  }

  // A security question due at chapter 1 (launches, and the security question's own paths).
  const questions: Array<[CourseTakingPathAccount, number]> = [
    ['launchQuestionOhio', ohioCourseId],
    ['launchQuestionFlorida', floridaCourseId],
    ['launchQuestionLeave', californiaCourseId],
    ['launchQuestionPass', californiaCourseId],
    ['questionTexas1', 405],
    ['questionTexas2', 405],
    ['questionFlorida1', floridaCourseId],
    ['questionFlorida2', floridaCourseId],
    ['questionFlorida3', floridaCourseId],
    ['questionOhio1', ohioCourseId],
    ['questionOhio2', ohioCourseId],
    ['questionCalifornia1', californiaCourseId],
  ];
  for (const [key, configCourseId] of questions) {
    const id = await student(key, 'Question');
    if (!id) continue;
    if (configCourseId === ohioCourseId) await parentVerified(id);
    await paidCourse(tx, id, { configCourseId }, now);
    await saveSeededAnswers(tx, id, answers, addMs(now, -days(1)));
  }
}
