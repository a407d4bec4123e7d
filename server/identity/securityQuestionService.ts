import { randomInt } from 'node:crypto';

import type { SecurityQuestionsRule } from '../../contracts/courseRules';
import { failureCodes } from '../../contracts/envelope';
import type {
  RandomQuestion,
  SecurityAnswersRequest,
  SecurityAnswerVerdict,
  SecurityQuestion,
} from '../../contracts/identityChecks';
import { normaliseSecurityAnswer } from '../../contracts/identityChecks';
import type { LanguageCode } from '../../contracts/languages';
import type { StudentCourse } from '../courseTaking/studentCourse';
import { isTakeable } from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import {
  askedQuestionIds,
  askQuestion,
  closeCheck,
  type Footprint,
  movePoint,
  openCheck,
  openCheckOf,
  recordOutcome,
  savedAnswerCount,
  savedAnswers,
  unansweredQuestion,
  wrongInCheck,
  wrongInRound,
} from './checkRecords';
import { identityLockOf, securityQuestionDue } from './due';
import { failCheck } from './failure';
import { chapterIdOf, pastDeadline } from './points';
import { hashSecurityAnswer, securityAnswerMatches } from './securityAnswers';

export const securityQuestionMessages = {
  list: 'Security questions.',
  saved: 'Security answers saved.',
  question: 'Security question.',
  notRequired: 'This course asks no security questions.',
  alreadySaved: 'Your security answers are already saved. Please contact support to change them.',
  wrongCount: (count: number) => `Please pick and answer ${count} different questions from the list.`,
  unknownQuestion: 'Please pick the questions from the list.',
  closed: 'This question is no longer open. Please continue with the next one.',
} as const;

/**
 * An answer sent up to this long after the deadline still counts (the request's trip; the browser submits when its
 * own countdown ends). Later it counts as timed out.
 */
export const answerGraceSeconds = 5;

const ruleOf = (course: StudentCourse): SecurityQuestionsRule => {
  const rule = course.rules.identityChecks.securityQuestions;
  if (!rule) throw new ApiError(409, securityQuestionMessages.notRequired, failureCodes.notFound);
  return rule;
};

/** The active list in the language (English where a text is missing). */
export async function securityQuestionList(db: Queryable, language: LanguageCode): Promise<SecurityQuestion[]> {
  const rows = await db.query<{ question_id: number; texts: Record<string, string> }>(
    'select question_id, texts from security_questions where is_active order by position',
  );
  return rows.map((r) => ({ questionId: r.question_id, text: r.texts[language] ?? r.texts.en }));
}

/** security-quiz-save: the course's number of questions, each once, from the list; saved once, hashed. */
export async function saveSecurityAnswers(
  tx: Queryable,
  course: StudentCourse,
  request: SecurityAnswersRequest,
  now: Date,
) {
  const rule = ruleOf(course);
  if ((await savedAnswerCount(tx, course.studentId)) >= rule.savedCount)
    throw new ApiError(409, securityQuestionMessages.alreadySaved, failureCodes.securityAnswersSaved);
  if (request.answers.length !== rule.savedCount)
    throw new ApiError(400, securityQuestionMessages.wrongCount(rule.savedCount), failureCodes.validation);
  const active = new Set(
    (await tx.query<{ question_id: number }>('select question_id from security_questions where is_active')).map(
      (r) => r.question_id,
    ),
  );
  if (request.answers.some((a) => !active.has(a.questionId)))
    throw new ApiError(400, securityQuestionMessages.unknownQuestion, failureCodes.validation);
  const hashes = await Promise.all(request.answers.map((a) => hashSecurityAnswer(a.answer)));
  // A course asking more than an earlier one did: the new set replaces the old one as a whole.
  await tx.query('delete from student_security_answers where student_id = $1', [course.studentId]);
  for (const [i, answer] of request.answers.entries()) {
    await tx.query(
      'insert into student_security_answers (student_id, question_id, answer_hash, saved_at) values ($1, $2, $3, $4)',
      [course.studentId, answer.questionId, hashes[i], now],
    );
  }
  return { savedCount: request.answers.length };
}

/** Wrong answers the rule still allows before this check fails. */
async function wrongAnswersLeft(tx: Queryable, course: StudentCourse, rule: SecurityQuestionsRule, checkId: number) {
  const wrong =
    rule.failAfterWrong.scope === 'inARow' ? await wrongInCheck(tx, checkId) : await wrongInRound(tx, course);
  return Math.max(0, rule.failAfterWrong.count - wrong);
}

/** A wrong or timed-out answer: another question follows, or the check fails. */
async function countWrong(
  tx: Queryable,
  course: StudentCourse,
  rule: SecurityQuestionsRule,
  checkId: number,
  timedOut: boolean,
  now: Date,
): Promise<SecurityAnswerVerdict> {
  const left = await wrongAnswersLeft(tx, course, rule, checkId);
  if (left === 0) return { ...(await failCheck(tx, course, rule.onFailure, checkId, now)), timedOut };
  return { outcome: 'wrong', timedOut, wrongAnswersLeft: left };
}

/** A saved question not asked yet in this check, else any but the last one asked (Arizona: a second, different one). */
async function pickQuestion(tx: Queryable, course: StudentCourse, checkId: number) {
  const saved = (await savedAnswers(tx, course.studentId)).map((a) => a.question_id);
  const asked = await askedQuestionIds(tx, checkId);
  const fresh = saved.filter((q) => !asked.includes(q));
  const pool = fresh.length > 0 ? fresh : saved.filter((q) => q !== asked.at(-1));
  const from = pool.length > 0 ? pool : saved;
  return from[randomInt(from.length)];
}

/**
 * security-quiz-verification, the question: the open one again (a reload resumes it with its time), a question
 * whose time ran out is counted wrong first, else a new random one of the student's saved questions.
 */
export async function randomSecurityQuestion(
  tx: Queryable,
  course: StudentCourse,
  chapterNumber: number | undefined,
  language: LanguageCode,
  footprint: Footprint,
  now: Date,
): Promise<RandomQuestion> {
  if (course.failedAt) return { status: 'courseFailed' };
  const lock = identityLockOf(course, now);
  if (lock) return { status: 'locked', lockedUntil: lock.lockedUntil?.toISOString() ?? null };
  if (!isTakeable(course, now) || !course.rules.identityChecks.securityQuestions) return { status: 'notDue' };
  const rule = ruleOf(course);
  const chapterId = chapterIdOf(course, chapterNumber);
  if ((await savedAnswerCount(tx, course.studentId)) < rule.savedCount) return { status: 'setupDue' };
  let check = await openCheckOf(tx, course, 'securityQuestion');
  if (!check) {
    if (!(await securityQuestionDue(tx, course, chapterId, now))) return { status: 'notDue' };
    check = await openCheck(tx, course, 'securityQuestion', chapterId, now);
  } else if (check.chapterId !== chapterId) {
    await movePoint(tx, check.checkId, chapterId);
  }
  let asked = await unansweredQuestion(tx, check.checkId);
  if (asked && pastDeadline(asked.deadline, now)) {
    await recordOutcome(tx, asked.rowId, 'timedOut', null, null, now);
    const verdict = await countWrong(tx, course, rule, check.checkId, true, now);
    if (verdict.outcome === 'courseFailed') return { status: 'courseFailed' };
    if (verdict.outcome === 'locked') return { status: 'locked', lockedUntil: verdict.lockedUntil };
    asked = null;
  }
  if (!asked) {
    const deadline = rule.secondsToAnswer === null ? null : new Date(now.getTime() + rule.secondsToAnswer * 1000);
    asked = await askQuestion(
      tx,
      check.checkId,
      await pickQuestion(tx, course, check.checkId),
      deadline,
      footprint,
      now,
    );
  }
  const [text] = await tx.query<{ texts: Record<string, string> }>(
    'select texts from security_questions where question_id = $1',
    [asked.questionId],
  );
  return {
    status: 'question',
    checkId: check.checkId,
    questionId: asked.questionId,
    text: text.texts[language] ?? text.texts.en,
    chapterNumber: chapterNumber ?? null,
    deadline: asked.deadline?.toISOString() ?? null,
    serverNow: now.toISOString(),
    wrongAnswersLeft: await wrongAnswersLeft(tx, course, rule, check.checkId),
  };
}

/** security-quiz-verification, the answer: right passes the check; wrong or late counts against the rule. */
export async function answerSecurityQuestion(
  tx: Queryable,
  course: StudentCourse,
  request: { checkId: number; questionId: number; answer: string },
  footprint: Footprint,
  now: Date,
): Promise<SecurityAnswerVerdict> {
  const rule = ruleOf(course);
  const check = await openCheckOf(tx, course, 'securityQuestion');
  const asked = check && check.checkId === request.checkId ? await unansweredQuestion(tx, check.checkId) : null;
  if (!check || !asked || asked.questionId !== request.questionId)
    throw new ApiError(409, securityQuestionMessages.closed, failureCodes.identityCheckClosed);
  const timedOut = pastDeadline(asked.deadline, now, answerGraceSeconds);
  const stored = (await savedAnswers(tx, course.studentId)).find((a) => a.question_id === asked.questionId);
  const right = !timedOut && stored !== undefined && (await securityAnswerMatches(request.answer, stored.answer_hash));
  if (right) {
    await recordOutcome(tx, asked.rowId, 'right', null, footprint, now);
    await closeCheck(tx, check.checkId, 'passed', now);
    return { outcome: 'verified' };
  }
  const given = normaliseSecurityAnswer(request.answer) || null;
  await recordOutcome(tx, asked.rowId, timedOut ? 'timedOut' : 'wrong', given, footprint, now);
  return countWrong(tx, course, rule, check.checkId, timedOut, now);
}

/** Support lets the student go on (the reason is logged). */
export async function unlockIdentity(tx: Queryable, studentCourseId: number, reason: string, now: Date) {
  const rows = await tx.query(
    `update student_courses set identity_locked_at = null, identity_locked_until = null
     where student_course_id = $1 and identity_locked_at is not null returning student_course_id`,
    [studentCourseId],
  );
  if (rows.length === 0) return false;
  await tx.query('insert into identity_unlocks (student_course_id, reason, unlocked_at) values ($1, $2, $3)', [
    studentCourseId,
    reason,
    now,
  ]);
  return true;
}
