import { failureCodes } from '@contracts/envelope';
import type { RandomQuestion, SecurityAnswerVerdict } from '@contracts/identityChecks';
import type { TypingCheck, TypingVerdict } from '@contracts/typingPattern';

import { type Failure, failureParams } from './failure';
import { outputParams } from './output';

/*
 * What the identity checks a chapter launch asks (02 §7: the security question, the typing pattern) share: the server
 * starts or resumes a timed check, the student answers once, and the server's verdict passes the check, asks again,
 * or stops the course as its rule says (02 §8 'Identity verified failed.'). Each check names its own states, actors,
 * guards and actions (they are in its diagram); the outcomes below are common to both.
 */

/** What starting a check answers: an open check, none due, set-up first, a lock or a failed course. */
type CheckStart = RandomQuestion | TypingCheck;
/** What the server says of an answer: verified, not accepted (tries left), a lock or a failed course. */
type CheckVerdict = SecurityAnswerVerdict | TypingVerdict;

/** The seconds the server's deadline leaves, counted from the server's own clock (the browser's may be off). */
export const secondsLeftOf = (open: { deadline: string | null; serverNow: string }) =>
  open.deadline === null
    ? null
    : Math.max(0, Math.round((Date.parse(open.deadline) - Date.parse(open.serverNow)) / 1000));

/** The page's clock ticked: one second less to answer (none below zero; null: no limit). */
export const oneSecondLess = (secondsLeft: number | null) =>
  secondsLeft === null ? null : Math.max(0, secondsLeft - 1);

/** A guard on the start's answer (params: the answer). */
export const startIs = (status: CheckStart['status']) => (_: unknown, start: CheckStart) => start.status === status;
/** A guard on the verdict (params: the verdict). */
export const verdictIs = (outcome: CheckVerdict['outcome']) => (_: unknown, verdict: CheckVerdict) =>
  verdict.outcome === outcome;

/** The answer found the check closed (answered in another tab, or over): start again to learn where things stand. */
export const checkClosed = (_: unknown, failure: Failure) => failure.code === failureCodes.identityCheckClosed;

/** The guards `startingCheck` and `sendingAnswer` use by these names, for the check's `setup`. */
export const identityCheckGuards = {
  locked: startIs('locked'),
  courseFailed: startIs('courseFailed'),
  verified: verdictIs('verified'),
  lockedByVerdict: verdictIs('locked'),
  timeUp: ({ context }: { context: { secondsLeft: number | null } }) => context.secondsLeft === 0,
};

/** The lock's end a `locked` start or verdict gives (only those carry one; null: until support decides). */
const lockedUntil = ({ event }: { event: { output: CheckStart | CheckVerdict } }) =>
  'lockedUntil' in event.output ? event.output.lockedUntil : null;

/** An answer the check keeps: the guard that tells it and the action that keeps it (params: the answer), its state. */
interface Outcome<TGuard, TKeep, TTarget> {
  guard: TGuard;
  keep: TKeep;
  target: TTarget;
}
const kept = <const TGuard extends string, const TKeep extends string, const TTarget extends string>(
  outcome: Outcome<TGuard, TKeep, TTarget>,
) =>
  ({
    guard: { type: outcome.guard, params: outputParams },
    target: outcome.target,
    actions: { type: outcome.keep, params: outputParams },
  }) as const;

/**
 * The invocation that starts (or resumes) the check, `actor` with `{ studentCourseId, chapterNumber }`: an open check
 * goes to `open.target`, a lock or a failed course to 'stopped' (`stopLocked` with the lock's end, `stopFailed`), none
 * due to 'done' (`nothingDue` says why); a failure is kept (`keepFailure`) in `failed`.
 */
export function startingCheck<
  const TActor extends string,
  const TGuard extends string,
  const TKeep extends string,
  const TTarget extends string,
  const TFailed extends string,
>(check: { actor: TActor; open: Outcome<TGuard, TKeep, TTarget>; failed: TFailed; nothingDue: string }) {
  return {
    id: check.actor,
    src: check.actor,
    input: ({ context }: { context: { studentCourseId: number; chapterNumber: number | null } }) => ({
      studentCourseId: context.studentCourseId,
      chapterNumber: context.chapterNumber,
    }),
    onDone: [
      kept(check.open),
      {
        guard: { type: 'locked', params: outputParams },
        target: 'stopped',
        actions: { type: 'stopLocked', params: lockedUntil },
      },
      { guard: { type: 'courseFailed', params: outputParams }, target: 'stopped', actions: 'stopFailed' },
      { target: 'done', description: check.nothingDue },
    ],
    onError: { target: check.failed, actions: { type: 'keepFailure', params: failureParams } },
  } as const;
}

/**
 * The invocation that sends the answer, `actor` (its `input` is the check's own): verified goes to 'verified', not
 * accepted to `rejected.target`, a lock or a failed course to 'stopped'; a closed check (the `closed` guard, params:
 * the failure) starts again in `restart`, another failure is kept (`keepFailure`) in `failed`.
 */
export function sendingAnswer<
  const TActor extends string,
  const TGuard extends string,
  const TKeep extends string,
  const TTarget extends string,
  const TClosed extends string,
  const TRestart extends string,
  const TFailed extends string,
>(check: {
  actor: TActor;
  rejected: Outcome<TGuard, TKeep, TTarget>;
  closed: TClosed;
  restart: TRestart;
  failed: TFailed;
}) {
  return {
    id: check.actor,
    src: check.actor,
    onDone: [
      { guard: { type: 'verified', params: outputParams }, target: 'verified' },
      kept(check.rejected),
      {
        guard: { type: 'lockedByVerdict', params: outputParams },
        target: 'stopped',
        actions: { type: 'stopLocked', params: lockedUntil },
      },
      { target: 'stopped', description: 'The course failed (the rule).', actions: 'stopFailed' },
    ],
    onError: [
      { guard: { type: check.closed, params: failureParams }, target: check.restart },
      { target: check.failed, actions: { type: 'keepFailure', params: failureParams } },
    ],
  } as const;
}
