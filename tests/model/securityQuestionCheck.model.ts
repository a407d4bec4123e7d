import { failureCodes } from '@contracts/envelope';
import {
  type AskedQuestion,
  type RandomQuestion,
  type SecurityAnswerVerdict,
  securityQuestionCheckMachine,
} from '@machines/securityQuestionCheck';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';

/** A question with 2 seconds to answer (so two clock ticks run it out), and an untimed one. */
export const timedQuestion: AskedQuestion = {
  status: 'question',
  checkId: 7001,
  questionId: 3,
  text: 'What was the name of your elementary school?',
  chapterNumber: 3,
  deadline: '2026-06-10T16:00:02.000Z',
  serverNow: '2026-06-10T16:00:00.000Z',
  wrongAnswersLeft: 2,
};
export const untimedQuestion: AskedQuestion = {
  ...timedQuestion,
  questionId: 10,
  text: 'What was your childhood nickname?',
  deadline: null,
  wrongAnswersLeft: 1,
};
export const lockedUntil = '2026-06-11T16:00:00.000Z';

const asked: RandomQuestion[] = [
  timedQuestion,
  untimedQuestion,
  { status: 'notDue' },
  { status: 'locked', lockedUntil },
  { status: 'locked', lockedUntil: null },
  { status: 'courseFailed' },
];
const verdicts: SecurityAnswerVerdict[] = [
  { outcome: 'verified' },
  { outcome: 'wrong', timedOut: false, wrongAnswersLeft: 1 },
  { outcome: 'wrong', timedOut: true, wrongAnswersLeft: 2 },
  { outcome: 'locked', timedOut: false, lockedUntil },
  { outcome: 'locked', timedOut: true, lockedUntil: null },
  { outcome: 'courseFailed', timedOut: false },
];
const questionClosed = refusal(
  409,
  failureCodes.identityCheckClosed,
  'This question is no longer open. Please continue with the next one.',
);

export const securityQuestionCheckModel: FlowModel<typeof securityQuestionCheckMachine> = {
  id: 'securityQuestionCheck',
  title:
    "Security question: one random saved question within the rule's time; wrong answers, 'Identity verified failed.' and the rule's lock (02 §2, §7, §8)",
  machine: securityQuestionCheckMachine,
  input: { studentCourseId: 50001, chapterNumber: 3 },
  events: (s) => [
    ...outcomesOf(s, 'askQuestion', { answers: asked, failures: [networkFailure] }),
    ...outcomesOf(s, 'answerQuestion', { answers: verdicts, failures: [questionClosed, networkFailure] }),
    ...(s.matches('answering')
      ? [
          { type: 'answer.submit', answer: 'Lincoln Elementary' },
          ...(s.context.secondsLeft !== null && s.context.secondsLeft > 0 ? [{ type: 'clock.second' }] : []),
        ]
      : []),
    ...(s.matches('wrongAnswer') ? [{ type: 'question.next' }] : []),
    ...(s.matches('askFailed') || s.matches('answerFailed') ? [{ type: 'retry.request' }] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'answer.submit':
        return 'the student types the answer and clicks Submit answer';
      case 'clock.second':
        return 'a second passes';
      case 'question.next':
        return 'the student clicks Next question';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: { done: [], stopped: [] },
};
