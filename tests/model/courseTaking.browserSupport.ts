import { expect, type Page } from '@playwright/test';

import { typingPhrase } from '@contracts/typingPattern';
import type { PendingTime } from '@machines/chapter';
import { createAppStorage } from '@shared/storage/storage';

import { seedPassword } from '../../server/seed/accounts';
import { type CourseTakingPathAccount, courseTakingPathAccounts } from '../../server/seed/courseTakingPaths';
import { seededSecurityAnswers } from '../../server/seed/identityChecks';
import { seededSecurityQuestions } from '../../server/seed/securityQuestions';
import type { BrowserAccount, BrowserStep } from '../paths/browserFlow';
import { browserCover } from '../paths/cover';
import type { FlowModel } from './harness/model';
import { type PlannedPath, planPaths, stateName } from './harness/paths';

/*
 * What course taking's browser maps share: the seeded students of server/seed/courseTakingPaths.ts, the
 * dashboard's course cards, the server's clock, and the security question as the seeded students answer it.
 */

export const pathAccount = (key: CourseTakingPathAccount): BrowserAccount => ({
  email: courseTakingPathAccounts[key],
  password: seedPassword,
});

const coverFirst = new Map<string, PlannedPath[]>();

/**
 * The seeded student a path runs as, one of `pool`: the flow's runnable paths in the order CI meets them (the cover
 * first, then the rest), and the path's place among those of its group (`groupOf`: the same answer; one group without
 * it), picks the student, round the pool. A path changes its student's course: the covered ones get a fresh one each.
 */
export function studentByPlace<TGroup>(
  flow: { model: FlowModel; skip?: (path: PlannedPath) => string | undefined },
  path: PlannedPath,
  pool: readonly CourseTakingPathAccount[],
  groupOf?: (path: PlannedPath) => TGroup,
): CourseTakingPathAccount {
  let ordered = coverFirst.get(flow.model.id);
  if (!ordered) {
    const runnable = planPaths(flow.model).filter((p) => flow.skip?.(p) === undefined);
    const cover = browserCover(flow.model, runnable);
    ordered = [...cover, ...runnable.filter((p) => !cover.has(p))];
    coverFirst.set(flow.model.id, ordered);
  }
  const at = ordered.filter((p) => groupOf?.(p) === groupOf?.(path)).findIndex((p) => p.name === path.name);
  return pool[Math.max(0, at) % pool.length];
}

export const courseNames = {
  demo: 'Demo course (2-minute chapters)',
  identityDemo: 'Demo course with identity checks (2-minute chapters)',
  ohio: 'Ohio 24-Hour Online Driver Education',
  california: 'California 8-Hour Traffic School',
  florida: 'Florida Basic Driver Improvement',
  arizona: 'Arizona Defensive Driving School',
} as const;

/** Whether the path's events (their JSON) mention the text anywhere. */
export const mentions = (path: PlannedPath, text: string) =>
  path.steps.some((s) => JSON.stringify(s.event).includes(text));

/** The first output of an invoked actor in the path (its `done` event), if any. */
export const firstOutput = <T>(path: PlannedPath, invokeId: string): T | undefined =>
  path.steps.find((s) => s.event.type === `xstate.done.actor.${invokeId}`)?.event.output as T | undefined;

/** Every output of an invoked actor in the path (its `done` events), in order. */
export const outputsOf = <T>(path: PlannedPath, invokeId: string): T[] =>
  path.steps.filter((s) => s.event.type === `xstate.done.actor.${invokeId}`).map((s) => s.event.output as T);

/** Where the step stands in its path (the runner hands each step its own event object). */
export const stepIndex = (path: PlannedPath, event: unknown) => path.steps.findIndex((s) => s.event === event);

/**
 * Time passes: the server's clock first (seat time is credited against it), then the page's by the same time, a
 * minute at a time with the mouse moving in between (the session's 5-minute idle rule would sign the student out).
 */
export async function passTime(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 60_000) {
    const step = Math.min(left, 60_000);
    const moved = await page.request.post('/dev/clock', { data: { advanceMs: step } });
    expect(moved.ok()).toBe(true);
    if (ms > 60_000) await page.mouse.move(100 + (left % 7), 200);
    await page.clock.runFor(step);
  }
}

/**
 * The page's countdown ticks once: a second passes; the tick that runs it out (the machine sends at zero, in
 * 'submitting') passes the rest of the time the page's timer shows.
 */
export async function countdownSecond(page: Page, { event, path }: BrowserStep) {
  if (stateName(path.steps[stepIndex(path, event)].value) === 'submitting') {
    const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
    return passTime(page, (m * 60 + s) * 1000);
  }
  await passTime(page, 1000);
}

const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });

/** A menu link of the course-taking pages: the page's guard shows the 'saving progress' overlay first. */
export const clickMenuLink = (page: Page, name: string) => studentMenu(page).getByRole('link', { name }).click();

const courseCard = (page: Page, course: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: course, exact: true }) });

/**
 * The dashboard's way into a course: its Start / Continue / final exam button when the card has one, else (an
 * unavailable course, Arizona's admission, a chapter asked by number) its details, which choose it, and then the
 * chapter-launch address as a bookmark opens it.
 */
export async function launchFromDashboard(page: Page, course: string, chapterNumber?: number) {
  const card = courseCard(page, course);
  await expect(card).toBeVisible();
  const action = card.getByRole('button', { name: /^(Start|Continue|Take the final exam)$/ });
  if (chapterNumber === undefined && (await action.count()) > 0) {
    await action.click();
    return;
  }
  await card.getByRole('button', { name: 'Course details' }).click();
  await expect(page).toHaveURL(/\/home\/course-dashboard/);
  await page.goto(`/home/chapter-launch?${chapterNumber === undefined ? '' : `chapter=${chapterNumber}&`}inspect`);
}

/** The security question asked now (its answer box's label), once the box shows. */
export async function askedQuestion(page: Page) {
  const box = page.getByRole('textbox');
  await expect(box).toBeVisible();
  const id = await box.getAttribute('id');
  return (await page.locator(`label[for="${id}"]`).innerText()).trim();
}

/** The seeded students' saved answer to a question, by its English text (server/seed/identityChecks.ts). */
export function seededAnswerTo(question: string) {
  const asked = seededSecurityQuestions.find((q) => q.texts.en === question);
  if (!asked) throw new Error(`not a seeded question: ${question}`);
  return seededSecurityAnswers[asked.id];
}

/** Answers the question asked now, right (as saved) or wrong, and submits it. */
export async function answerQuestion(page: Page, right: boolean) {
  const question = await askedQuestion(page);
  await page.getByRole('textbox').fill(right ? seededAnswerTo(question) : 'certainly not this');
  await page.getByRole('button', { name: 'Submit answer' }).click();
}

/** security-quiz-save: the seeded students' five questions and answers, picked and saved. */
export async function saveSecurityAnswers(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your security questions' })).toBeVisible();
  const saved = Object.entries(seededSecurityAnswers);
  for (const [i, [id, answer]] of saved.entries()) {
    const text = seededSecurityQuestions.find((q) => q.id === Number(id))!.texts.en;
    await page.getByRole('combobox', { name: `Security question ${i + 1}` }).selectOption({ label: text });
    await page.getByRole('textbox', { name: `Your answer ${i + 1}` }).fill(answer);
  }
  await page.getByRole('button', { name: 'Save my answers' }).click();
}

/** Types the typing phrase into the box (a key every `delay` ms: 120 as the seeded template, 5 far faster). */
export async function typePhrase(page: Page, name: string | RegExp, delay: number) {
  await page.getByRole('textbox', { name }).click();
  await page.keyboard.type(typingPhrase, { delay });
}

/** typing-pattern-save: the phrase three times (a typing unlike the others is asked again). */
export async function enrolTyping(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your typing pattern' })).toBeVisible();
  for (const n of [1, 2, 3]) await typePhrase(page, `Typing ${n} of 3`, 120);
  const again = page.getByRole('textbox', { name: 'Type the phrase once more' });
  if (await again.isVisible().catch(() => false)) await typePhrase(page, 'Type the phrase once more', 120);
}

/** The webcam photo: why, the camera (Chromium's fake one shows a face), the photo. */
export async function takeWebcamPhoto(page: Page) {
  const why = page.getByRole('dialog', { name: 'A photo to confirm it is you' });
  await why.getByRole('button', { name: 'Turn on my camera' }).click();
  await expect(page.getByLabel('Your camera')).toBeVisible();
  await page.getByRole('button', { name: 'Take photo' }).click();
}

/**
 * Study time an earlier visit kept in this browser (a chapter reloaded before its update was answered), written as the
 * chapter page writes it (the app's storage format), so the next chapter launch or page sends it first.
 */
export async function keepPendingTime(page: Page, pending: PendingTime) {
  const area = new Map<string, string>();
  const fake = {
    getItem: (k: string) => area.get(k) ?? null,
    setItem: (k: string, v: string) => void area.set(k, v),
    removeItem: (k: string) => void area.delete(k),
  } as unknown as Storage;
  createAppStorage(fake).set('pendingTime', pending);
  await page.evaluate((entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)), [...area.entries()]);
}
