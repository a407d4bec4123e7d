import { type KeptAnswers, keptOf, unansweredCount } from '@machines/quiz';

import { QuizContext } from './QuizContext';

type Snapshot = Parameters<Parameters<typeof QuizContext.useSelector>[0]>[0];

/** What the page shows: one name per top-level state (the answering regions are read apart). */
export type QuizScreen =
  | 'starting'
  | 'loadFailed'
  | 'notDue'
  | 'alreadyPassed'
  | 'waiting'
  | 'reviewChapter'
  | 'notAvailable'
  | 'answering'
  | 'submitting'
  | 'submitFailed'
  | 'result'
  | 'toIdentityCheck'
  | 'left';

const screenOf = (s: Snapshot): QuizScreen => (typeof s.value === 'string' ? s.value : 'answering');

export const useQuizScreen = () => QuizContext.useSelector(screenOf);
export const useAttempt = () => QuizContext.useSelector((s: Snapshot) => s.context.attempt);
export const useAnswers = () => QuizContext.useSelector((s: Snapshot) => s.context.answers);
export const useUnansweredCount = () => QuizContext.useSelector((s: Snapshot) => unansweredCount(s.context));
export const useStart = () => QuizContext.useSelector((s: Snapshot) => s.context.start);
export const useResult = () => QuizContext.useSelector((s: Snapshot) => s.context.result);
export const useFailure = () => QuizContext.useSelector((s: Snapshot) => s.context.failure);
export const useSecondsLeft = () => QuizContext.useSelector((s: Snapshot) => s.context.secondsLeft);
export const useConfirming = () =>
  QuizContext.useSelector((s: Snapshot) => s.matches({ answering: { questions: 'confirming' } }));
export const useSaveFailed = () =>
  QuizContext.useSelector((s: Snapshot) => s.matches({ answering: { saver: 'failed' } }));
/** Answers given and not yet saved (the final exam): the page asks before it is closed while there are any. */
export const useUnsavedCount = () =>
  QuizContext.useSelector((s: Snapshot) =>
    s.matches('answering') ? s.context.unsaved.length + (s.context.sending ? 1 : 0) : 0,
  );
/** The time limit's seconds while the try is answered (the sidebar's 'Final Quiz Time '); 0: none shown. */
export const useTimeShown = () =>
  QuizContext.useSelector((s: Snapshot) => (s.matches('answering') ? (s.context.secondsLeft ?? 0) : 0));

/**
 * What the browser keeps of the final exam's answers not saved yet: the answers while the try is open (null when all
 * are saved), null once it is graded; undefined where there is nothing to keep or clear (a chapter quiz, no try yet).
 */
export const useKeptAnswers = () =>
  QuizContext.useSelector(
    (s: Snapshot): KeptAnswers | null | undefined =>
      s.context.attempt?.kind !== 'final' ? undefined : s.matches('result') ? null : keptOf(s.context),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
