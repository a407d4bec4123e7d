import { act, within } from '@testing-library/react';
import { expect } from 'vitest';

import * as routes from '@contracts/pages';
import type { QuizInput, quizMachine, QuizResult } from '@machines/quiz';
import { QuizBindings } from '@flows/home/quiz/QuizBindings';
import { QuizContext } from '@flows/home/quiz/QuizContext';
import { QuizView } from '@flows/home/quiz/QuizView';
import { createCourseTimer } from '@flows/home/timers/courseTimer';
import { CourseTimerContext } from '@flows/home/timers/CourseTimerContext';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, expectRetryPanel, type FlowViewDriver, type Screen } from './harness/view';
import { manualSeconds } from './manualSeconds';
import { optionText } from './quiz.fixtures';

/** The page's clock, ticked by the path. */
const seconds = manualSeconds();

/** The /home layout's timer, which the page publishes its time left to (the sidebar's 'Final Quiz Time '). */
let timer = createCourseTimer();

type Snapshot = Parameters<FlowViewDriver<typeof quizMachine>['expectScreen']>[0];

const notOpenWords = {
  notDue: /opens when/,
  alreadyPassed: /You have already passed/,
  waiting: /You can take it again on/,
  reviewChapter: 'Before your next try, read chapter 2 again.',
  notAvailable: 'This course cannot be taken right now. Your dashboard shows what it is waiting for.',
} as const;

const nextWords: Record<QuizResult['next'], RegExp> = {
  nextChapter: /Chapter 3 is open/,
  finalExam: /the final exam is open/,
  courseCompleted: /Congratulations, you have completed the course! Your certificate has been issued/,
  retake: /You can try again now, with new questions/,
  reviewChapter: /Read the chapter again before your next try/,
  wait: /You can try again on/,
  courseRestarted: /your course starts again from the first chapter/,
  courseFailed: /the course is failed and has been closed/,
};

const lastTryWords = {
  restartCourse: /If you do not pass it, your course starts again from the first chapter/,
  courseFailed: /If you do not pass it, the course is failed and closed/,
};

/** The countdown as the page writes it: M:SS, H:MM:SS from an hour (the paths see 2, 1 and 0 s, and an hour). */
const two = (n: number) => String(n).padStart(2, '0');
const clock = (s: number) =>
  s >= 3600
    ? `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`
    : `${Math.floor(s / 60)}:${two(s % 60)}`;

function expectAnswering(s: Snapshot, screen: Screen) {
  const attempt = s.context.attempt!;
  const total = attempt.questions.length;
  attempt.questions.forEach((question, i) => {
    const group = screen.getByRole('group', { name: new RegExp(`^Question ${i + 1} of ${total}`) });
    expect(group).toHaveTextContent(question.prompt);
    for (const option of question.options) {
      const radio = within(group).getByRole('radio', { name: option.text });
      expect(radio, option.text).toHaveProperty('checked', s.context.answers[question.questionId] === option.optionId);
    }
  });
  const answered = Object.keys(s.context.answers).length;
  expect(screen.getByText(`${answered} of ${total} answered`)).toBeInTheDocument();
  const timerText = screen.queryByRole('timer');
  expect(timerText?.textContent ?? null).toBe(s.context.secondsLeft === null ? null : clock(s.context.secondsLeft));
  const saveAlert = screen.queryByText(/Your answer could not be saved just now/);
  expect(saveAlert !== null, 'save alert').toBe(s.matches({ answering: { saver: 'failed' } }));
  if (saveAlert) expect(saveAlert).toHaveAttribute('role', 'alert');
  const note = screen.queryByRole('note');
  expect(note !== null, 'last-try notice').toBe(attempt.lastTryOutcome !== null);
  if (attempt.lastTryOutcome) expect(note).toHaveTextContent(lastTryWords[attempt.lastTryOutcome]);
  const dialog = screen.queryByRole('dialog', { name: 'Submit your answers?' });
  expect(dialog !== null, 'confirm').toBe(s.matches({ answering: { questions: 'confirming' } }));
  if (dialog) {
    const unanswered = total - answered;
    if (unanswered > 0)
      expect(dialog).toHaveTextContent(
        `You have ${unanswered} unanswered question${unanswered === 1 ? '' : 's'}. Submit anyway?`,
      );
    else expect(dialog).not.toHaveTextContent(/unanswered/);
    if (attempt.lastTryOutcome) expect(dialog).toHaveTextContent(lastTryWords[attempt.lastTryOutcome]);
  }
}

function expectResult(s: Snapshot, screen: Screen) {
  const result = s.context.result!;
  const heading = screen.getByRole('heading', { level: 2 });
  const what = result.kind === 'final' ? 'the final exam' : 'the quiz';
  expect(heading).toHaveTextContent(result.passed ? `You passed ${what}` : `You did not pass ${what}`);
  expect(heading).toHaveFocus();
  expect(
    screen.getByText(
      `Your score: ${result.scorePercent} % (${result.correct} of ${result.total} right). Pass mark: ${result.passPercent} %.`,
    ),
  ).toBeInTheDocument();
  const ranOut = screen.queryByText('The time ran out: the answers you had given were graded.');
  expect(ranOut !== null, 'time ran out').toBe(result.timedOut || s.context.secondsLeft === 0);
  expect(screen.getByText(nextWords[result.next])).toBeInTheDocument();
  for (const item of result.review) {
    expect(screen.getByText(item.prompt)).toBeInTheDocument();
    expect(screen.getByText(item.explanation)).toBeInTheDocument();
  }
  if (result.review.length === 0)
    for (const topic of result.missedTopics) expect(screen.getByRole('listitem')).toHaveTextContent(topic);
}

export const quizView: FlowViewDriver<typeof quizMachine> = {
  render: ({ logic, options }) => {
    timer = createCourseTimer();
    const final = (options.input as QuizInput).chapterNumber === null;
    return (
      <TestProviders path={final ? routes.finalQuiz : `${routes.chapterQuiz}?chapter=2`}>
        <CourseTimerContext.Provider value={timer}>
          <QuizContext.Provider logic={logic} options={options}>
            <QuizBindings everySecond={seconds.everySecond} />
            <QuizView />
          </QuizContext.Provider>
        </CourseTimerContext.Provider>
      </TestProviders>
    );
  },
  perform: {
    'quiz.answer': async (event, { user, screen }) =>
      user.click(screen.getByRole('radio', { name: optionText(Number(event.questionId), Number(event.optionId)) })),
    'quiz.submit': clickButton('Submit answers'),
    'submit.confirm': clickButton('Submit'),
    'submit.cancel': clickButton('Back to the questions'),
    'clock.second': async () => act(() => seconds.fire()),
    'connection.online': async () => act(() => void window.dispatchEvent(new Event('online'))),
    'retry.request': clickButton('Try again'),
    'chapter.open': clickButton(/^(Review the chapter|Back to the chapter|Continue the course)$/),
    'next.request': clickButton(
      /^(Go to chapter \d+|Take the final exam|Try again|Review the chapter|Go to the dashboard)$/,
    ),
  },
  expectScreen: (s, { screen }) => {
    const final = s.context.chapterNumber === null;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(final ? 'Final exam' : 'Chapter 2 quiz');
    if (s.matches('starting')) expect(screen.getByRole('status')).toHaveTextContent('Loading the quiz…');
    if (s.matches('submitting')) expect(screen.getByRole('status')).toHaveTextContent('Grading your answers…');
    // The result's 'Try again' (a retake) is the result's own button, not a failure's.
    if (!s.matches('result'))
      expectRetryPanel(screen, s.matches('loadFailed') || s.matches('submitFailed') ? s.context.failure : null);
    for (const [state, words] of Object.entries(notOpenWords)) {
      const shown = screen.queryByText(words);
      expect(shown !== null, state).toBe(s.matches(state as keyof typeof notOpenWords));
    }
    if (s.matches('answering')) expectAnswering(s, screen);
    else expect(screen.queryByRole('radio')).toBeNull();
    if (s.matches('result')) expectResult(s, screen);
    // The sidebar's card shows the time left while the try is answered.
    expect(timer.read().chapterSeconds).toBe(s.matches('answering') ? (s.context.secondsLeft ?? 0) : 0);
  },
};
