import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { quizMachine, QuizResult, QuizStart } from '@machines/quiz';

import { shippedCourses } from '../../server/courseFiles/courseLibrary';
import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import { optionRadio } from '../e2e/support/quizOptions';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  countdownSecond,
  courseNames,
  firstOutput,
  launchFromDashboard,
  mentions,
  pathAccount,
  stepIndex,
  studentByPlace,
} from './courseTaking.browserSupport';
import { type PlannedPath, stateName } from './harness/paths';
import { quizModel } from './quiz.model';

/** Every seeded question, by its English prompt: the paths answer right or wrong knowing the bank, as the server does. */
const bank = shippedCourses().flatMap((course) => course.questions.en);

const isFinal = (path: PlannedPath) => (path.input as { chapterNumber: number | null }).chapterNumber === null;
const startOf = (path: PlannedPath) => firstOutput<QuizStart>(path, 'startQuiz');
/** The first grading after step `from`: whether the try is to pass. */
const passesAfter = (path: PlannedPath, from: number) =>
  (path.steps.slice(from).find((s) => s.event.type === 'xstate.done.actor.submitQuiz')?.event.output as QuizResult)
    ?.passed ?? false;
const nextOf = (path: PlannedPath) =>
  (path.steps.find((s) => s.event.type === 'xstate.done.actor.submitQuiz')?.event.output as QuizResult | undefined)
    ?.next;

type Situation =
  | 'chapterDue'
  | 'lastChapterDue'
  | 'texasLastTry'
  | 'final'
  | 'notDue'
  | 'passed'
  | 'waiting'
  | 'review'
  | 'notAvailable'
  | 'finalIdentity';

/** The situation the path's start (and grading) needs of the seeded student. */
function situationOf(path: PlannedPath): Situation {
  const start = startOf(path);
  switch (start?.outcome) {
    case 'notDue':
      return 'notDue';
    case 'passed':
      return 'passed';
    case 'waiting':
      return 'waiting';
    case 'reviewChapter':
      return 'review';
    case 'notAvailable':
      return 'notAvailable';
    case 'identityCheckDue':
      return 'finalIdentity';
  }
  if (isFinal(path)) return 'final';
  if (start?.outcome === 'open' && start.attempt.lastTryOutcome === 'courseFailed') return 'texasLastTry';
  return nextOf(path) === 'finalExam' ? 'lastChapterDue' : 'chapterDue';
}

/** Students of a situation that starts a try: one per path (a try changes the course). */
const pools: Partial<Record<Situation, CourseTakingPathAccount[]>> = {
  chapterDue: ['quizDue1', 'quizDue2', 'quizDue3', 'quizDue4'],
  final: ['quizFinal1', 'quizFinal2', 'quizFinal3', 'quizFinal4', 'quizFinal5', 'quizFinal6', 'quizFinal7'],
};
const single: Record<Situation, CourseTakingPathAccount> = {
  chapterDue: 'quizDue1',
  final: 'quizFinal1',
  lastChapterDue: 'quizDueLast',
  texasLastTry: 'quizTexasLast',
  notDue: 'quizNotDue',
  passed: 'launchFinished',
  waiting: 'quizOhioWaiting',
  review: 'quizReview',
  notAvailable: 'launchExpired',
  finalIdentity: 'quizCaliforniaFinal',
};

/** A path's place among its situation's picks its student (a situation with one student has it alone). */
function studentOf(path: PlannedPath): CourseTakingPathAccount {
  const pool = pools[situationOf(path)];
  return pool ? studentByPlace(quizBrowser, path, pool, situationOf) : single[situationOf(path)];
}

const courseOf: Partial<Record<CourseTakingPathAccount, string>> = {
  quizTexasLast: 'Texas Defensive Driving Course',
  quizOhioWaiting: courseNames.ohio,
  quizCaliforniaFinal: courseNames.california,
};

/** Why the step from a passed last chapter quiz to the exam is left to the jsdom paths. */
const leavesForTheExam =
  'Take the final exam opens the exam at once, whose page starts a quiz of its own: the paths follow the newest quiz, so the chapter quiz leaving for it is the jsdom paths’';

const questionsOf = (page: Page) => page.locator('fieldset.quiz-question');

/** Chooses the right option of question `index` (0-based), or a wrong one (the `wrong`-th). */
async function choose(page: Page, index: number, right: boolean, wrong = 0) {
  const question = questionsOf(page).nth(index);
  const prompt = (await question.locator('.quiz-question__prompt').innerText()).trim();
  const banked = bank.find((q) => q.prompt === prompt);
  if (!banked) throw new Error(`not in the seeded banks: ${prompt}`);
  await optionRadio(question, banked.options[banked.answer], right, wrong).check();
}

const isAnswered = async (page: Page, index: number) =>
  (await questionsOf(page).nth(index).locator('input:checked').count()) > 0;

/** The model's questions are the try's first and second. */
const indexOfQuestion = (questionId: number) => (questionId % 1000) - 1;

/**
 * The server's clock passes the try's end (and the answers' grace): the try closes, whatever the page counts. The
 * answer before is saved first (its save is not the one the closed try refuses).
 */
async function closeTheTry(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.stringify(
          Object.values(window.__flowTrace ?? {})
            .filter((a) => a.machineId === 'quiz')
            .at(-1)?.value,
        ),
      ),
    )
    .toContain('"saver":"idle"');
  const moved = await page.request.post('/dev/clock', { data: { advanceMs: 10.5 * 60_000 } });
  expect(moved.ok()).toBe(true);
}

/**
 * A try whose time runs out on the server with answers saved: six of the exam's eight are answered right and saved
 * first (the pass mark is 75 %), and the page is opened again (the try resumes with them).
 */
async function answerMostOfTheExam(page: Page) {
  await expect(questionsOf(page)).toHaveCount(8);
  for (let i = 2; i < 8; i++) {
    const saved = page.waitForResponse((r) => r.url().endsWith(apiPaths.quizAnswer) && r.request().method() === 'PUT');
    await choose(page, i, true);
    expect((await saved).ok()).toBe(true);
  }
  await page.goto('/home/final-quiz?inspect');
}

const answeringStates = (() => {
  const states: Record<string, (page: Page) => Promise<void>> = {};
  for (const questions of ['open', 'confirming'])
    for (const saver of ['off', 'idle', 'saving', 'failed'])
      for (const countdown of ['untimed', 'running'])
        states[stateName({ answering: { questions, saver, countdown } })] = async (page) => {
          await expect(questionsOf(page).first()).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: /^\d+ of \d+ answered$/ })).toBeVisible();
          await expect(page.getByRole('timer')).toHaveCount(countdown === 'running' ? 1 : 0);
          await expect(page.getByRole('dialog', { name: 'Submit your answers?' })).toHaveCount(
            questions === 'confirming' ? 1 : 0,
          );
          if (saver === 'failed')
            await expect(page.getByRole('alert')).toContainText('Your answer could not be saved just now.');
        };
  return states;
})();

/**
 * Chapter quizzes and the final exam in the browser, on the course-taking server. Seeded students have
 * each quiz's situation (the demo course's chapter quiz due, its last chapter's, its final exam; Texas's last try;
 * Ohio's wait after a failed exam; California's identity check before the exam; not due, passed, reviewing, expired):
 * the dashboard opens the quiz through chapter launch, or the quiz's address does. The paths answer right or wrong as
 * the planned grading needs, knowing the seeded banks; the exam's try closes on the server's clock.
 */
export const quizBrowser: BrowserFlow<typeof quizMachine> = {
  model: quizModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: (path) => pathAccount(studentOf(path)),
  open: async (page, path) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const student = studentOf(path);
    const course = courseOf[student] ?? courseNames.demo;
    const situation = situationOf(path);
    // A quiz that does not open from the dashboard is opened by its address, the course chosen first.
    const byAddress = ['notDue', 'passed', 'notAvailable', 'finalIdentity'].includes(situation);
    if (byAddress) {
      await launchFromDashboard(page, course, 1);
      await page.goto(
        situation === 'finalIdentity' ? '/home/final-quiz?inspect' : '/home/chapter-quiz?chapter=1&inspect',
      );
      return;
    }
    await launchFromDashboard(page, course);
    if (mentions(path, 'QUIZ_CLOSED')) await answerMostOfTheExam(page);
  },
  perform: {
    'quiz.answer': async (page, { event, path }) => {
      const at = stepIndex(path, event);
      const index = indexOfQuestion(Number(event.questionId));
      const changedLater = path.steps
        .slice(at + 1)
        .some((s) => s.event.type === 'quiz.answer' && s.event.questionId === event.questionId);
      // An answer saved after the try's time is up: the server has closed it.
      const closes =
        path.steps[at + 2]?.event.type === 'xstate.error.actor.saveAnswer' && mentions(path, 'QUIZ_CLOSED');
      if (closes) await closeTheTry(page);
      const right = passesAfter(path, at) && !changedLater;
      const changing = !changedLater && path.steps.slice(0, at).some((s) => s.event.questionId === event.questionId);
      await choose(page, index, right, changing ? 1 : 0);
    },
    'quiz.submit': async (page, { event, path }) => {
      const at = stepIndex(path, event);
      const confirms = JSON.stringify(path.steps[at].value).includes('confirming');
      const passing = passesAfter(path, at);
      const count = await questionsOf(page).count();
      const open: number[] = [];
      for (let i = 0; i < count; i++) if (!(await isAnswered(page, i))) open.push(i);
      // Straight to grading, or the last try's own confirm step: every question answered. Asked to confirm otherwise:
      // one left open (a pass still reaches the mark).
      const start = startOf(path);
      const lastTry = start?.outcome === 'open' && start.attempt.lastTryOutcome !== null;
      const fill = confirms && !lastTry ? (passing ? open.slice(0, -1) : []) : open;
      for (const i of fill) await choose(page, i, passing);
      await page.getByRole('button', { name: 'Submit answers' }).click();
    },
    'submit.confirm': (page) =>
      page.getByRole('dialog', { name: 'Submit your answers?' }).getByRole('button', { name: 'Submit' }).click(),
    'submit.cancel': (page) => page.getByRole('button', { name: 'Back to the questions' }).click(),
    'clock.second': countdownSecond,
    'connection.online': async (page) => {
      await page.context().setOffline(true);
      await page.context().setOffline(false);
    },
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'chapter.open': (page) =>
      page.getByRole('button', { name: /^(Review the chapter|Back to the chapter|Continue the course)$/ }).click(),
    'next.request': (page) =>
      page
        .getByRole('button', {
          name: /^(Go to chapter \d+|Take the final exam|Try again|Review the chapter|Go to the dashboard)$/,
        })
        .click(),
  },
  states: {
    starting: (page) => expect(page.getByRole('status')).toContainText('Loading the quiz…'),
    loadFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    notDue: (page) => expect(page.getByText(/opens when/)).toBeVisible(),
    alreadyPassed: (page) => expect(page.getByText(/You have already passed/)).toBeVisible(),
    waiting: (page) => expect(page.getByText(/You can take it again on/)).toBeVisible(),
    reviewChapter: (page) => expect(page.getByText(/Before your next try, read chapter \d+ again\./)).toBeVisible(),
    notAvailable: (page) =>
      expect(
        page.getByText('This course cannot be taken right now. Your dashboard shows what it is waiting for.'),
      ).toBeVisible(),
    toIdentityCheck: (page) => expect(page).toHaveURL(/\/home\/chapter-launch$/),
    ...answeringStates,
    submitting: (page) => expect(page.getByRole('status')).toContainText('Grading your answers…'),
    submitFailed: async (page) => {
      await expect(page.getByText('Your answers are kept: Try again sends them again.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    result: (page) =>
      expect(
        page.getByRole('heading', { level: 2, name: /^You (passed|did not pass) (the quiz|the final exam)$/ }),
      ).toBeVisible(),
    // The page the next step opened (chapter launch may already have opened the chapter).
    left: (page) => expect(page).toHaveURL(/\/home\/(chapter-launch\?chapter=\d+|chapter|final-quiz|dashboard)$/),
  },
  intercept: {
    startQuiz: { url: (url) => url.pathname === apiPaths.chapterQuiz },
    saveAnswer: { url: (url) => url.pathname === apiPaths.quizAnswer },
    submitQuiz: { url: (url) => url.pathname === apiPaths.validateQuiz },
  },
  unreachable: {
    'quiz.result|next.request|2': leavesForTheExam,
  },
  skip: (path) => {
    const graded = path.steps.findIndex((s) => s.event.type === 'xstate.done.actor.submitQuiz');
    if (nextOf(path) === 'finalExam' && path.steps.slice(graded).some((s) => s.event.type === 'next.request'))
      return leavesForTheExam;
    if (mentions(path, 'FORBIDDEN'))
      return 'the server refuses a quiz only for a course that is not the student’s, which no page offers: the refusal is the jsdom paths’ (the same transition as no connection)';
    return undefined;
  },
};
