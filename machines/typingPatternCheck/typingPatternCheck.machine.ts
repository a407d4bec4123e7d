import { assign, setup } from 'xstate';

import { failureCodes } from '@contracts/envelope';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  OpenTypingCheck,
  TypingCheck,
  TypingPatternCheckContext,
  TypingPatternCheckEvent,
  TypingPatternCheckInput,
  TypingPatternCheckOutput,
  TypingSample,
  TypingVerdict,
} from './typingPatternCheck.types';

/** The seconds the server's deadline leaves, counted from the server's own clock. */
const secondsLeftOf = (check: OpenTypingCheck) =>
  check.deadline === null
    ? null
    : Math.max(0, Math.round((Date.parse(check.deadline) - Date.parse(check.serverNow)) / 1000));

const hasStatus =
  <S extends TypingCheck['status']>(status: S) =>
  (_: unknown, check: TypingCheck) =>
    check.status === status;
const isVerdict =
  <O extends TypingVerdict['outcome']>(outcome: O) =>
  (_: unknown, verdict: TypingVerdict) =>
    verdict.outcome === outcome;

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
    countSecond: assign(({ context }) => ({
      secondsLeft: context.secondsLeft === null ? null : Math.max(0, context.secondsLeft - 1),
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    opened: hasStatus('open'),
    locked: hasStatus('locked'),
    courseFailed: hasStatus('courseFailed'),
    verified: isVerdict('verified'),
    mismatched: isVerdict('mismatch'),
    lockedByVerdict: isVerdict('locked'),
    checkClosed: (_, failure: Failure) => failure.code === failureCodes.identityCheckClosed,
    timeUp: ({ context }) => context.secondsLeft === 0,
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
      invoke: {
        id: 'startTypingCheck',
        src: 'startTypingCheck',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId, chapterNumber: context.chapterNumber }),
        onDone: [
          {
            guard: { type: 'opened', params: ({ event }) => event.output },
            target: 'typing',
            actions: { type: 'keepCheck', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'locked', params: ({ event }) => event.output },
            target: 'stopped',
            actions: {
              type: 'stopLocked',
              params: ({ event }) => (event.output.status === 'locked' ? event.output.lockedUntil : null),
            },
          },
          {
            guard: { type: 'courseFailed', params: ({ event }) => event.output },
            target: 'stopped',
            actions: 'stopFailed',
          },
          {
            target: 'done',
            description: 'No check is due here (verified already), or no template yet: the launch decides.',
          },
        ],
        onError: { target: 'startFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
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
        id: 'sendSample',
        src: 'sendSample',
        input: ({ context, event }) => ({
          studentCourseId: context.studentCourseId,
          checkId: context.check!.checkId,
          sample: event.type === 'sample.typed' ? event.sample : null,
        }),
        onDone: [
          { guard: { type: 'verified', params: ({ event }) => event.output }, target: 'verified' },
          {
            guard: { type: 'mismatched', params: ({ event }) => event.output },
            target: 'mismatched',
            actions: { type: 'keepMismatch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'lockedByVerdict', params: ({ event }) => event.output },
            target: 'stopped',
            actions: {
              type: 'stopLocked',
              params: ({ event }) => (event.output.outcome === 'locked' ? event.output.lockedUntil : null),
            },
          },
          { target: 'stopped', description: 'The course failed (the rule).', actions: 'stopFailed' },
        ],
        onError: [
          { guard: { type: 'checkClosed', params: failureParams }, target: 'starting' },
          { target: 'submitFailed', actions: { type: 'keepFailure', params: failureParams } },
        ],
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
