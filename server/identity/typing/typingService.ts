import type { TypingPatternRule } from '../../../contracts/courseRules';
import { failureCodes } from '../../../contracts/envelope';
import type { TypingCheck, TypingEnrolment, TypingSample, TypingVerdict } from '../../../contracts/typingPattern';
import { isTakeable, type StudentCourse } from '../../courseTaking/studentCourse';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { closeCheck, type Footprint, movePoint, openCheck, openCheckOf, recordPassedCheck } from '../checkRecords';
import { identityLockOf, typingCheckDue } from '../due';
import { failCheck } from '../failure';
import { chapterIdOf, pastDeadline } from '../points';
import { enrol, findOutlierSample, verify } from './detector';
import {
  askTry,
  mismatchesInCheck,
  mismatchesInRound,
  openTry,
  recordTry,
  saveTemplate,
  templateOf,
} from './typingRecords';

export const typingMessages = {
  enrolled: 'Typing pattern saved.',
  alreadyEnrolled: 'Your typing pattern is already saved. Please contact support to record it again.',
  sampleAgain: 'Please type the phrase once more.',
  check: 'Typing check.',
  verdict: 'Typing checked.',
  notRequired: 'This course asks no typing check.',
  closed: 'This typing check is no longer open. Please start it again.',
} as const;

/** A sample sent up to this long after the deadline still counts (the request's trip), as for security questions. */
export const sampleGraceSeconds = 5;

const ruleOf = (course: StudentCourse): TypingPatternRule => {
  const rule = course.rules.identityChecks.typingPattern;
  if (!rule) throw new ApiError(409, typingMessages.notRequired, failureCodes.notFound);
  return rule;
};

/**
 * typing-pattern-save: three samples of the phrase; one unlike the others is asked again; else the template is kept
 * and the enrolment counts as this point's verification (IL 1066.70(b) "initial analysis").
 */
export async function enrolTyping(
  tx: Queryable,
  course: StudentCourse,
  samples: TypingSample[],
  chapterNumber: number | undefined,
  now: Date,
): Promise<TypingEnrolment> {
  ruleOf(course);
  // Enrolled once: a new rhythm would let someone else take over the checks (support can remove a template).
  if (await templateOf(tx, course.studentId))
    throw new ApiError(409, typingMessages.alreadyEnrolled, failureCodes.securityAnswersSaved);
  const outlier = findOutlierSample(samples);
  if (outlier !== null) return { outcome: 'sampleAgain', sampleIndex: outlier };
  await saveTemplate(tx, course.studentId, enrol(samples), samples, now);
  await recordPassedCheck(tx, course, 'typingPattern', chapterIdOf(course, chapterNumber), now);
  return { outcome: 'enrolled' };
}

async function mismatchesLeft(tx: Queryable, course: StudentCourse, rule: TypingPatternRule, checkId: number) {
  const count =
    rule.failAfterMismatches.scope === 'inARow'
      ? await mismatchesInCheck(tx, checkId)
      : await mismatchesInRound(tx, course.studentCourseId, course.round);
  return Math.max(0, rule.failAfterMismatches.count - count);
}

/** A mismatch or a missed sample: another try follows, or the check fails as the rule says. */
async function countMismatch(
  tx: Queryable,
  course: StudentCourse,
  rule: TypingPatternRule,
  checkId: number,
  timedOut: boolean,
  now: Date,
): Promise<TypingVerdict> {
  const left = await mismatchesLeft(tx, course, rule, checkId);
  if (left === 0) return { ...(await failCheck(tx, course, rule.onFailure, checkId, now)), timedOut };
  return { outcome: 'mismatch', timedOut, mismatchesLeft: left };
}

/**
 * typing-pattern-verification, a try: the open one again (a reload keeps its deadline), a try whose time ran out is
 * counted as a mismatch first (no sample), else a new try with the rule's time.
 */
export async function startTypingCheck(
  tx: Queryable,
  course: StudentCourse,
  chapterNumber: number | undefined,
  footprint: Footprint,
  now: Date,
): Promise<TypingCheck> {
  if (course.failedAt) return { status: 'courseFailed' };
  const lock = identityLockOf(course, now);
  if (lock) return { status: 'locked', lockedUntil: lock.lockedUntil?.toISOString() ?? null };
  if (!isTakeable(course, now) || !course.rules.identityChecks.typingPattern) return { status: 'notDue' };
  const rule = ruleOf(course);
  const chapterId = chapterIdOf(course, chapterNumber);
  if (!(await templateOf(tx, course.studentId))) return { status: 'setupDue' };
  let check = await openCheckOf(tx, course, 'typingPattern');
  if (!check) {
    if (!(await typingCheckDue(tx, course, chapterId, now))) return { status: 'notDue' };
    check = await openCheck(tx, course, 'typingPattern', chapterId, now);
  } else if (check.chapterId !== chapterId) {
    await movePoint(tx, check.checkId, chapterId);
  }
  let open = await openTry(tx, check.checkId);
  if (open && pastDeadline(open.deadline, now)) {
    await recordTry(tx, open.tryId, 'timedOut', null, null, now);
    const verdict = await countMismatch(tx, course, rule, check.checkId, true, now);
    if (verdict.outcome === 'courseFailed') return { status: 'courseFailed' };
    if (verdict.outcome === 'locked') return { status: 'locked', lockedUntil: verdict.lockedUntil };
    open = null;
  }
  if (!open) {
    const deadline = rule.secondsToType === null ? null : new Date(now.getTime() + rule.secondsToType * 1000);
    open = await askTry(tx, check.checkId, deadline, footprint, now);
  }
  return {
    status: 'open',
    checkId: check.checkId,
    deadline: open.deadline?.toISOString() ?? null,
    serverNow: now.toISOString(),
    mismatchesLeft: await mismatchesLeft(tx, course, rule, check.checkId),
  };
}

/** typing-pattern-verification, the sample: within the student's threshold passes; else a mismatch (or too late). */
export async function submitTypingSample(
  tx: Queryable,
  course: StudentCourse,
  request: { checkId: number; sample: TypingSample | null },
  footprint: Footprint,
  now: Date,
): Promise<TypingVerdict> {
  const rule = ruleOf(course);
  const check = await openCheckOf(tx, course, 'typingPattern');
  const open = check && check.checkId === request.checkId ? await openTry(tx, check.checkId) : null;
  const template = await templateOf(tx, course.studentId);
  if (!check || !open || !template) throw new ApiError(409, typingMessages.closed, failureCodes.identityCheckClosed);
  const late = pastDeadline(open.deadline, now, sampleGraceSeconds);
  if (late || request.sample === null) {
    await recordTry(tx, open.tryId, 'timedOut', null, footprint, now);
    return countMismatch(tx, course, rule, check.checkId, true, now);
  }
  const result = verify(template, request.sample);
  const scored = { score: result.score, threshold: result.threshold, sample: request.sample };
  if (result.match) {
    await recordTry(tx, open.tryId, 'match', scored, footprint, now);
    await closeCheck(tx, check.checkId, 'passed', now);
    return { outcome: 'verified' };
  }
  await recordTry(tx, open.tryId, 'mismatch', scored, footprint, now);
  return countMismatch(tx, course, rule, check.checkId, false, now);
}
