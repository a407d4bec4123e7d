import { assign, setup } from 'xstate';

import type { Failure } from '../shared/failure';
import {
  checkClosed,
  identityCheckGuards,
  oneSecondLess,
  secondsLeftOf,
  sendingAnswer,
  startingCheck,
  startIs,
  verdictIs,
} from '../shared/identityChallenge';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  TypingCheck,
  TypingPatternCheckContext,
  TypingPatternCheckEvent,
  TypingPatternCheckInput,
  TypingPatternCheckOutput,
  TypingSample,
  TypingVerdict,
} from './typingPatternCheck.types';

/**
 * 02 §2 typing-pattern-verification and typing-verification-message: the student types the phrase once
 * within the rule's time (none in time counts as a mismatch); the server compares its rhythm with the template and
 * answers match or mismatch, which the page says in words. Mismatches allow the rule's tries, then 02 §8 'Identity
 * verified failed.' and the rule's lock or failed course. The server counts.
 */
export const typingPatternCheckMachine = setup({
  types: {
    context: {} as TypingPatternCheckContext,
    events: {} as TypingPatternCheckEvent,
    input: {} as TypingPatternCheckInput,
    output: {} as TypingPatternCheckOutput,
  },
  actors: {
    startTypingCheck: provided<TypingCheck, { studentCourseId: number; chapterNumber: number | null }>(
      'startTypingCheck',
    ),
    sendSample: provided<TypingVerdict, { studentCourseId: number; checkId: number; sample: TypingSample | null }>(
      'sendSample',
    ),
  },
  actions: {
    keepCheck: assign((_, check: TypingCheck) =>
      check.status === 'open'
        ? { check, secondsLeft: secondsLeftOf(check), failure: undefined }
        : { failure: undefined },
    ),
    keepMismatch: assign((_, verdict: TypingVerdict) => ({
      mismatch: verdict.outcome === 'mismatch' ? verdict : undefined,
    })),
    stopLocked: assign((_, lockedUntil: string | null) => ({ stop: { outcome: 'locked' as const, lockedUntil } })),
    stopFailed: assign({ stop: { outcome: 'courseFailed' as const } }),
    countSecond: assign(({ context }) => ({ secondsLeft: oneSecondLess(context.secondsLeft) })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    opened: startIs('open'),
    mismatched: verdictIs('mismatch'),
    checkClosed,
    ...identityCheckGuards,
  },
  delays: { identityVerifiedNotice: timings.identityVerifiedNotice },
}).createMachine({
  id: 'typingPatternCheck',
  context: ({ input }) => ({ ...input, secondsLeft: null }),
  initial: 'starting',
  output: ({ context }): TypingPatternCheckOutput => context.stop ?? { outcome: 'passed' },
  states: {
    starting: {
      meta: { spec: '02 §7 typing pattern (older path)' },
      invoke: startingCheck({
        actor: 'startTypingCheck',
        open: { guard: 'opened', keep: 'keepCheck', target: 'typing' },
        failed: 'startFailed',
        nothingDue: 'No check is due here (verified already), or no template yet: the launch decides.',
      }),
    },
    startFailed: { on: { 'retry.request': { target: 'starting' } } },
    typing: {
      always: {
        guard: 'timeUp',
        target: 'submitting',
        description: 'At zero no sample is sent: the server counts a mismatch.',
      },
      on: {
        'sample.typed': { target: 'submitting' },
        'clock.second': { actions: 'countSecond' },
      },
    },
    submitting: {
      meta: { spec: '02 §2 typing-pattern-verification' },
      invoke: {
        ...sendingAnswer({
          actor: 'sendSample',
          rejected: { guard: 'mismatched', keep: 'keepMismatch', target: 'mismatched' },
          closed: 'checkClosed',
          restart: 'starting',
          failed: 'submitFailed',
        }),
        input: ({ context, event }) => ({
          studentCourseId: context.studentCourseId,
          checkId: context.check!.checkId,
          sample: event.type === 'sample.typed' ? event.sample : null,
        }),
      },
    },
    submitFailed: {
      description: 'Not sent: Try again asks for the check again (the server kept its time and its tries).',
      on: { 'retry.request': { target: 'starting' } },
    },
    mismatched: {
      description: 'typing-verification-message: the typing did not match (or no typing in time), and the tries left.',
      on: { 'typing.again': { target: 'starting' } },
    },
    verified: {
      description: 'typing-verification-message: it matched; then the chapter opens.',
      after: { identityVerifiedNotice: { target: 'done' } },
    },
    stopped: { type: 'final', description: "02 §8 'Identity verified failed.': the launch page says what follows." },
    done: { type: 'final' },
  },
});
