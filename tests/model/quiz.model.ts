import type { AnyEventObject } from 'xstate';

import * as routes from '@contracts/pages';
import { quizMachine, type QuizResult } from '@machines/quiz';

import { networkFailure, refusal } from './failures.fixtures';
import { type Arrival, navigate, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import {
  chapterAttempt,
  chapterLastTry,
  chapterNotOpen,
  finalAttempt,
  finalLastTry,
  finalNotOpen,
  resultsOf,
  timedOutResult,
} from './quiz.fixtures';

type Snapshot = Parameters<FlowModel<typeof quizMachine>['events']>[0];

const answer = (questionId: number, optionId: number) => ({ type: 'quiz.answer', questionId, optionId });
const open = (attempt: typeof chapterAttempt) => ({ outcome: 'open', attempt }) as const;
const isFinal = (s: Snapshot) => s.context.chapterNumber === null;

/** What the start call answers: every decision, a refusal and no answer; after a failure, the try that opens. */
function startOutcomes(s: Snapshot): AnyEventObject[] {
  const tries = isFinal(s) ? [finalAttempt, finalLastTry] : [chapterAttempt, chapterLastTry];
  if (s.context.failure) return [done('startQuiz', open(tries[0]))];
  return [
    ...tries.map((attempt) => done('startQuiz', open(attempt))),
    ...(isFinal(s) ? finalNotOpen : chapterNotOpen).map((start) => done('startQuiz', start)),
    failed('startQuiz', refusal(403, 'FORBIDDEN', 'Access Denied')),
    failed('startQuiz', networkFailure),
  ];
}

/**
 * The chapter quiz's answers: question 1, then a change of it, then question 2; it is sent with nothing answered
 * (the confirm step) or with every answer.
 */
function chapterAnswers(s: Snapshot): AnyEventObject[] {
  const [first, second] = [s.context.answers[7001], s.context.answers[7002]];
  const events: AnyEventObject[] = [];
  if (first === undefined) events.push(answer(7001, 0));
  if (first === 0 && second === undefined && s.context.attempt?.questions.length === 2) events.push(answer(7001, 1));
  if (first !== undefined && second === undefined) events.push(answer(7002, 0));
  const lastTry = s.context.attempt?.lastTryOutcome !== null;
  if (first === undefined || (first === 0 && (second === 0 || lastTry))) events.push({ type: 'quiz.submit' });
  return events;
}

/**
 * The final exam's: question 2 answered while nothing else happens, changed while its save is on the way; the saves
 * answer, fail and are retried; the clock runs down only before anything is answered (to zero: the try is sent).
 */
/** The server's answer to a save after the try's time is up. */
const tryClosed = refusal(409, 'QUIZ_CLOSED', 'The time for this try is up.');

function finalAnswers(s: Snapshot): AnyEventObject[] {
  const { answers, unsaved, sending, secondsLeft } = s.context;
  const idle = s.matches({ answering: { saver: 'idle' } }) && s.matches({ answering: { questions: 'open' } });
  const events: AnyEventObject[] = [];
  const full = secondsLeft === 2;
  if (idle && full && answers[8002] === undefined) events.push(answer(8002, 0));
  if (sending?.optionId === 0 && unsaved.length === 0 && answers[8002] === 0) events.push(answer(8002, 1));
  if (invokes(s, 'saveAnswer')) {
    events.push(done('saveAnswer'));
    if (sending?.optionId === 0) events.push(failed('saveAnswer', networkFailure));
    if (sending?.optionId === 1) events.push(failed('saveAnswer', tryClosed));
  }
  if (s.matches({ answering: { saver: 'failed' } })) events.push({ type: 'connection.online' });
  if (idle && unsaved.length === 0 && (answers[8002] === undefined || (answers[8002] === 0 && full)))
    events.push({ type: 'quiz.submit' });
  if (idle && answers[8002] === undefined && secondsLeft !== null && secondsLeft < 3600)
    events.push({ type: 'clock.second' });
  return events;
}

/** The grading: each result of the try; after a failed submit, the first one; after the time ran out, that result. */
function submitOutcomes(s: Snapshot): AnyEventObject[] {
  const attempt = s.context.attempt!;
  if (s.context.secondsLeft === 0) return [done('submitQuiz', timedOutResult)];
  const results = resultsOf(attempt);
  if (s.context.failure) return [done('submitQuiz', results[0])];
  return [...results.map((result) => done('submitQuiz', result)), failed('submitQuiz', networkFailure)];
}

function quizEvents(s: Snapshot): AnyEventObject[] {
  const events: AnyEventObject[] = [];
  if (invokes(s, 'startQuiz')) events.push(...startOutcomes(s));
  if (s.matches('loadFailed') || s.matches('submitFailed')) events.push({ type: 'retry.request' });
  if (s.matches('notDue') || s.matches('reviewChapter')) events.push({ type: 'chapter.open' });
  if (s.matches({ answering: { questions: 'open' } }))
    events.push(...(isFinal(s) ? finalAnswers(s) : chapterAnswers(s)));
  else if (s.matches('answering')) events.push(...finalAnswers(s).filter((e) => e.type !== 'quiz.submit'));
  if (s.matches({ answering: { questions: 'confirming' } }))
    events.push({ type: 'submit.confirm' }, { type: 'submit.cancel' });
  if (invokes(s, 'submitQuiz')) events.push(...submitOutcomes(s));
  if (s.matches('result')) events.push({ type: 'next.request' });
  return [...events, ...timers(s)];
}

/** Where the result's button goes: the next chapter's launch, the exam, the chapter again, or the dashboard. */
function pageAfter(result: QuizResult): SideEffect {
  switch (result.next) {
    case 'nextChapter':
      return navigate(routes.chapterLaunch, { query: { chapter: result.nextChapterNumber! } });
    case 'finalExam':
      return navigate(routes.finalQuiz);
    case 'reviewChapter':
      return navigate(routes.chapterLaunch, { query: { chapter: result.chapterNumber! } });
    default:
      return navigate(routes.dashboard);
  }
}

function leftEffects({ from }: Arrival<Snapshot>): SideEffect[] {
  const start = from?.context.start;
  if (start?.outcome === 'notDue')
    return [navigate(routes.chapterLaunch, { query: { chapter: start.nextChapterNumber! } })];
  if (start?.outcome === 'reviewChapter')
    return [navigate(routes.chapterLaunch, { query: { chapter: start.chapterNumber } })];
  return [pageAfter(from!.context.result!)];
}

export const quizModel: FlowModel<typeof quizMachine> = {
  id: 'quiz',
  title:
    'Chapter quiz and final exam: start or resume a try, answer (the exam saves each answer, retried; its time limit counts down and submits at zero), confirm, grading, every next step (02 §2, §7)',
  machine: quizMachine,
  input: { studentCourseId: 50001, chapterNumber: 2, language: 'en' },
  inputs: [{ name: 'the final exam', input: { studentCourseId: 50001, chapterNumber: null, language: 'en' } }],
  events: quizEvents,
  describeEvent: (e) => {
    switch (e.type) {
      case 'quiz.answer':
        return `the student picks option ${String(e.optionId)} of question ${String(e.questionId)}`;
      case 'quiz.submit':
        return "the student clicks 'Submit answers'";
      case 'submit.confirm':
        return "the student answers 'Submit'";
      case 'submit.cancel':
        return "the student answers 'Back to the questions'";
      case 'clock.second':
        return 'a second passes on the page';
      case 'connection.online':
        return 'the browser is back online';
      case 'retry.request':
        return 'the student clicks Try again';
      case 'chapter.open':
        return "the student clicks 'Review the chapter' or 'Back to the chapter'";
      case 'next.request':
        return 'the student clicks the next step of the result';
      default:
        return e.type === 'xstate.done.actor.submitQuiz'
          ? `'submitQuiz' grades the try: ${String((e.output as QuizResult).next)}${(e.output as QuizResult).timedOut ? ' (the time ran out)' : ''}`
          : undefined;
    }
  },
  sideEffects: {
    left: leftEffects,
    toIdentityCheck: [navigate(routes.chapterLaunch, { replace: true })],
  },
};
