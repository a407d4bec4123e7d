import { failureCodes } from '@contracts/envelope';
import {
  type OpenTypingCheck,
  type TypingCheck,
  typingPatternCheckMachine,
  type TypingVerdict,
} from '@machines/typingPatternCheck';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';
import { steadySample } from './typingFixtures';

/** A check with 2 seconds to type (two clock ticks run it out), and an untimed last try. */
export const timedCheck: OpenTypingCheck = {
  status: 'open',
  checkId: 7101,
  deadline: '2026-06-10T16:00:02.000Z',
  serverNow: '2026-06-10T16:00:00.000Z',
  mismatchesLeft: 3,
};
const lastTry: OpenTypingCheck = { ...timedCheck, deadline: null, mismatchesLeft: 1 };
const lockedUntil = '2026-06-11T16:00:00.000Z';

const starts: TypingCheck[] = [
  timedCheck,
  lastTry,
  { status: 'notDue' },
  { status: 'locked', lockedUntil },
  { status: 'courseFailed' },
];
const verdicts: TypingVerdict[] = [
  { outcome: 'verified' },
  { outcome: 'mismatch', timedOut: false, mismatchesLeft: 2 },
  { outcome: 'mismatch', timedOut: true, mismatchesLeft: 1 },
  { outcome: 'locked', timedOut: false, lockedUntil: null },
  { outcome: 'courseFailed', timedOut: false },
];

export const typingPatternCheckModel: FlowModel<typeof typingPatternCheckMachine> = {
  id: 'typingPatternCheck',
  title:
    'Typing check: the phrase once within the rule’s time, match or mismatch in words, the rule’s tries (02 §2 typing-pattern-verification, typing-verification-message)',
  machine: typingPatternCheckMachine,
  input: { studentCourseId: 50001, chapterNumber: 2 },
  events: (s) => [
    ...outcomesOf(s, 'startTypingCheck', { answers: starts, failures: [networkFailure] }),
    ...outcomesOf(s, 'sendSample', {
      answers: verdicts,
      failures: [
        refusal(409, failureCodes.identityCheckClosed, 'This typing check is no longer open. Please start it again.'),
        networkFailure,
      ],
    }),
    ...(s.matches('typing')
      ? [
          { type: 'sample.typed', sample: steadySample },
          ...(s.context.secondsLeft !== null && s.context.secondsLeft > 0 ? [{ type: 'clock.second' }] : []),
        ]
      : []),
    ...(s.matches('mismatched') ? [{ type: 'typing.again' }] : []),
    ...(s.matches('startFailed') || s.matches('submitFailed') ? [{ type: 'retry.request' }] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'sample.typed':
        return 'the student types the phrase';
      case 'clock.second':
        return 'a second passes';
      case 'typing.again':
        return 'the student clicks Type it again';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: { done: [], stopped: [] },
};
