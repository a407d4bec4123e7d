import { expect, type Page, test } from '@playwright/test';
import * as z from 'zod';

import * as apiPaths from '../../contracts/paths';
import { typingPhrase } from '../../contracts/typingPattern';
import { questionBanksByConfig } from '../../server/courseFiles/courseLibrary';
import type { BankQuestion } from '../../server/courseFiles/courseTypes';
import { defaultConfigCourseId, demoCourseId } from '../../server/seed/catalog';
import { seededSecurityAnswers } from '../../server/seed/identityChecks';
import { seededSecurityQuestions } from '../../server/seed/securityQuestions';
import { optionRadio } from './support/quizOptions';

/*
 * Course taking (02 §2, §7) with Playwright's clock. Seat time is credited against the server's clock, so the page's
 * clock starts at the server's time and each step moves the server's clock (DEV_CLOCK, server/devClock.ts) and then
 * runs the page's timers for the same time. This project has a server of its own (playwright.config.ts), whose clock
 * starts late in Ohio's morning whatever the hour: moving it would disturb other tests, and Ohio's midnight this one.
 */

/** The banks the seeded courses draw from: the browser answers knowing them, as the server does. */
const californiaBank = questionBanksByConfig()[defaultConfigCourseId].en;
const demoBank = questionBanksByConfig()[demoCourseId].en;

const learner = { email: 'learner@example.com', password: 'Passw0rd!' } as const;
/** The seeded students' answer to a security question, by its English text (server/seed/identityChecks.ts). */
const seededAnswerTo = (question: string) => {
  const asked = seededSecurityQuestions.find((q) => q.texts.en === question);
  if (!asked) throw new Error(`not a seeded question: ${question}`);
  return seededSecurityAnswers[asked.id];
};
const midway = { email: 'midway@example.com', password: 'Passw0rd!' } as const;
const finalist = { email: 'finalist@example.com', password: 'Passw0rd!' } as const;

// One after the other: each test moves the server's clock.
test.describe.configure({ mode: 'serial' });
const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });
const timerCard = (page: Page) => page.getByRole('group', { name: 'Study timers' });

async function signIn(page: Page, account: { email: string; password: string } = learner) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
}

/** Installs the page's clock at the server's time. */
async function installClock(page: Page) {
  const res = await page.request.get('/dev/clock');
  expect(res.ok()).toBe(true);
  const { now } = z.object({ now: z.iso.datetime() }).parse(await res.json());
  await page.clock.install({ time: new Date(now) });
}

/** Moves the server's clock and then the page's, by the same milliseconds. */
async function pass(page: Page, ms: number) {
  const res = await page.request.post('/dev/clock', { data: { advanceMs: ms } });
  expect(res.ok()).toBe(true);
  // Activity, so the session's 5-minute idle rule does not pause the count.
  await page.mouse.move(100 + (ms % 7), 200);
  await page.clock.runFor(ms);
}

/** Half a minute of study: the update of that half minute is answered before the next one starts. */
async function studyHalfMinute(page: Page) {
  const update = page.waitForResponse(
    (r) => r.url().endsWith(apiPaths.timeManagement) && r.request().method() === 'PUT',
  );
  await pass(page, 30_000);
  expect((await update).ok()).toBe(true);
}

const hide = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the midway student continues a chapter, sees the time in the header, and runs out of the day in Ohio', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await installClock(page);
    await signIn(page, midway);
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(card('California 8-Hour Traffic School').getByText('3 of 12 done')).toBeVisible();
    await expect(card('Ohio 24-Hour Online Driver Education').getByText('Time left today')).toBeVisible();

    await card('California 8-Hour Traffic School').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Chapter 4 of 12/ })).toBeVisible();
    // Half of chapter 4's 20 minutes are done: the phone header shows the chapter time; nothing is wider than the phone.
    // (The sidebar's timer card may be in the page too, hidden at this width: the header's own line is the one asked.)
    await expect(page.locator('.home-mobile-header').getByText('Chapter Time 00h 10m')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Ohio: 5 minutes of today's 4 hours are left; the chapter stops when they are used.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await pass(page, 2_000);
    await expect(page).toHaveURL(/\/home\/dashboard$/);
    await card('Ohio 24-Hour Online Driver Education').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Chapter 4 of 24/ })).toBeVisible();
    for (let i = 0; i < 10; i++) await studyHalfMinute(page);
    await expect(page.getByText(/You have used today's study time for this course. It opens again on/)).toBeVisible();
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await pass(page, 2_000);
    await expect(card('Ohio 24-Hour Online Driver Education').getByText(/None: it comes back on/)).toBeVisible();
  });
});

test('a seeded student takes the first chapter: timer, unlock, hidden tab, offline, menu overlay, modal, logout', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await installClock(page);
  await signIn(page);

  // The dashboard: the course with its one clear action; the table of contents shows its chapters.
  await expect(page.getByRole('heading', { name: 'California 8-Hour Traffic School' })).toBeVisible();
  await expect(page.getByText('0 of 12 done')).toBeVisible();
  await studentMenu(page).getByRole('link', { name: 'Table of contents' }).click();
  const chapters = page.getByRole('region', { name: /Chapters of California 8-Hour Traffic School/ });
  await expect(chapters.getByText('Available')).toHaveCount(1);
  await expect(chapters.getByText('Locked')).toHaveCount(11);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/home\/chapter$/);
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 1 of 12/ })).toBeVisible();
  // 611 has chapter quizzes: the way on is the chapter's quiz.
  const next = page.getByRole('button', { name: 'Take the chapter quiz' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Available after 20 more minutes in this chapter.')).toBeVisible();

  // The chapter timer counts while the page is visible.
  await studyHalfMinute(page);
  await studyHalfMinute(page);
  await expect(timerCard(page)).toContainText('Chapter Time 00h 01m');
  await expect(page.getByText('Time in this chapter: 00h 01m of 00h 20m')).toBeVisible();

  // A hidden tab pauses the count: two minutes pass, the time stays.
  await hide(page, true);
  await pass(page, 120_000);
  await hide(page, false);
  await expect(page.getByText('Time in this chapter: 00h 01m of 00h 20m')).toBeVisible();

  // Offline: the update fails and is kept; back online, it is sent and nothing is lost.
  await context.setOffline(true);
  await pass(page, 30_000);
  await expect(page.getByRole('alert')).toContainText('Your progress could not be saved just now.');
  await pass(page, 30_000);
  const resent = page.waitForResponse((r) => r.url().endsWith(apiPaths.timeManagement));
  await context.setOffline(false);
  expect((await resent).ok()).toBe(true);
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByText('Time in this chapter: 00h 02m of 00h 20m')).toBeVisible();

  // Up to the chapter's 20 minutes: the button unlocks.
  for (let i = 0; i < 36; i++) await studyHalfMinute(page);
  await expect(next).toBeEnabled();
  await expect(page.getByText('You have the time this chapter needs.')).toBeVisible();

  // Leaving through the menu: the 'saving progress' overlay for 2 seconds, then the page.
  await studentMenu(page).getByRole('link', { name: 'Purchased Courses' }).click();
  await expect(page.getByRole('dialog', { name: 'Saving your progress…' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/chapter$/);
  await pass(page, 2_000);
  await expect(page).toHaveURL(/\/home\/course-list$/);

  // Back in the chapter: 'Back to dashboard' asks first; No stays, Yes saves and goes to the dashboard.
  await page.goto('/home/chapter');
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 1 of 12/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  const modal = page.getByRole('dialog', { name: 'Your Progress will be saved! Continue?' });
  await modal.getByRole('button', { name: 'No' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await modal.getByRole('button', { name: 'Yes' }).click();
  await pass(page, 2_000);
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  // Logout and sign in again: the time is kept.
  await studentMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  // The chapter's time is in; it is done when its quiz is passed (the next test).
  await expect(page.getByText('0 of 12 done')).toBeVisible();
  await studentMenu(page).getByRole('link', { name: 'Table of contents' }).click();
  await expect(chapters.getByText('Quiz due')).toHaveCount(1);
  await expect(chapters.getByText('20 of 20 min')).toBeVisible();
});

/**
 * Answers every question on the page right or wrong, knowing the bank as only the server does (the page never gets
 * the answers). `from`/`to` pick a range of questions; with `save` each answer's save (the final exam) is awaited.
 */
async function answer(
  page: Page,
  bank: BankQuestion[],
  right: boolean,
  { from = 0, to = Infinity, save = false } = {},
) {
  const questions = page.locator('fieldset.quiz-question');
  const count = await questions.count();
  for (let i = from; i < Math.min(count, to); i++) {
    const question = questions.nth(i);
    const prompt = (await question.locator('.quiz-question__prompt').innerText()).trim();
    const banked = bank.find((q) => q.prompt === prompt);
    if (!banked) throw new Error(`not in the bank: ${prompt}`);
    const choice = optionRadio(question, banked.options[banked.answer], right);
    const saved = save
      ? page.waitForResponse((r) => r.url().endsWith(apiPaths.quizAnswer) && r.request().method() === 'PUT')
      : undefined;
    await choice.check();
    if (saved) expect((await saved).ok()).toBe(true);
  }
}

test('the learner fails the chapter quiz, retakes it with new questions, passes, and chapter 2 opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await installClock(page);
  await signIn(page);
  // Continue leads to the due quiz of chapter 1 (its time is in: the test before).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home\/chapter-quiz\?chapter=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chapter 1 quiz' })).toBeVisible();
  await expect(page.locator('fieldset.quiz-question')).toHaveCount(5);
  const firstTry = await page.locator('.quiz-question__prompt').allInnerTexts();

  await answer(page, californiaBank, false);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'You did not pass the quiz' })).toBeVisible();
  // California keeps the answers back: the topics missed, not the right options.
  await expect(page.getByText('Topics to review')).toBeVisible();
  await expect(page.getByText(/Right answer:/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('fieldset.quiz-question')).toHaveCount(5);
  const secondTry = await page.locator('.quiz-question__prompt').allInnerTexts();
  expect(secondTry.some((prompt) => firstTry.includes(prompt))).toBe(false);
  await answer(page, californiaBank, true);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'You passed the quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to chapter 2' }).click();
  // California asks a security question as every chapter opens; Lee answers it as he saved it.
  await expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible();
  const box = page.getByRole('textbox');
  const question = (await page.locator(`label[for="${await box.getAttribute('id')}"]`).innerText()).trim();
  await box.fill(seededAnswerTo(question));
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByText('Identity verified.')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 2 of 12/ })).toBeVisible();
});

test('the finalist takes the final exam (a reload keeps the answers), passes, downloads the certificate, and it verifies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await installClock(page);
  await signIn(page, finalist);
  const card = page.getByRole('article').filter({ hasText: 'Demo course (2-minute chapters)' });
  await card.getByRole('button', { name: 'Take the final exam' }).click();
  await expect(page).toHaveURL(/\/home\/final-quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Final exam' })).toBeVisible();
  await expect(page.locator('fieldset.quiz-question')).toHaveCount(8);

  // Half the answers, saved as they are given.
  await answer(page, demoBank, true, { to: 4, save: true });
  const prompts = await page.locator('.quiz-question__prompt').allInnerTexts();
  // The fifth answer's save is lost on the way; the page keeps it, and the reload (after the browser's 'Leave site?')
  // resumes the same try with the four saved and sends the fifth.
  await page.route(`**${apiPaths.quizAnswer}`, (route) => route.abort(), { times: 1 });
  const lost = page.waitForEvent('requestfailed', (r) => r.url().endsWith(apiPaths.quizAnswer));
  await answer(page, demoBank, true, { from: 4, to: 5 });
  await lost;
  page.once('dialog', (dialog) => void dialog.accept());
  const resent = page.waitForResponse((r) => r.url().endsWith(apiPaths.quizAnswer) && r.request().method() === 'PUT');
  await page.reload();
  expect((await resent).ok()).toBe(true);
  await expect(page.locator('fieldset.quiz-question')).toHaveCount(8);
  expect(await page.locator('.quiz-question__prompt').allInnerTexts()).toEqual(prompts);
  await expect(page.getByRole('status').filter({ hasText: '5 of 8 answered' })).toBeVisible();

  await answer(page, demoBank, true, { from: 5, save: true });
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'You passed the final exam' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();

  // The dashboard: the certificate, its code, and the PDF.
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  const certificate = page.getByRole('region', { name: 'Certificate of completion' });
  await expect(certificate).toBeVisible();
  const code = (await certificate.locator('code').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const download = page.waitForEvent('download');
  await certificate.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-ITS-\d{4}-\d{6}\.pdf$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

  // A court clerk, in a fresh browser without an account.
  const clerk = await browser.newContext();
  const clerkPage = await clerk.newPage();
  await clerkPage.goto(`/verify-certificate?code=${encodeURIComponent(code)}`);
  await expect(clerkPage.getByText('Valid certificate')).toBeVisible();
  await expect(clerkPage.getByText('Fran Finalist')).toBeVisible();
  await expect(clerkPage.getByText('Demo course (2-minute chapters)')).toBeVisible();
  await clerk.close();
});

test('the typist enrols a typing pattern and takes the webcam photo; an hour later a typing check (one mismatch, then a match)', async ({
  page,
}) => {
  // Five phrases typed a key at a time, as a person types (about 5 s each): longer than the default 30 s on a busy
  // 2-core machine.
  test.setTimeout(120_000);
  const typist = { email: 'typist@example.com', password: 'Passw0rd!' } as const;
  /** Types the phrase into the box with a key every `delay` ms (Playwright holds each key for a moment). */
  const typePhrase = async (name: string | RegExp, delay: number) => {
    await page.getByRole('textbox', { name }).click();
    await page.keyboard.type(typingPhrase, { delay });
  };
  await signIn(page, typist);
  await page.getByRole('button', { name: 'Start' }).click();

  // typing-pattern-save: the phrase three times (a typing unlike the others is asked again).
  await expect(page.getByRole('heading', { name: 'Your typing pattern' })).toBeVisible();
  for (const n of [1, 2, 3]) await typePhrase(`Typing ${n} of 3`, 120);
  const again = page.getByRole('textbox', { name: 'Type the phrase once more' });
  if (await again.isVisible().catch(() => false)) await typePhrase('Type the phrase once more', 120);

  // initialWebcamModel, then the fake camera's face: the first photo is the enrolment photo.
  const why = page.getByRole('dialog', { name: 'A photo to confirm it is you' });
  await expect(why).toBeVisible();
  await why.getByRole('button', { name: 'Turn on my camera' }).click();
  await expect(page.getByLabel('Your camera')).toBeVisible();
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByText('Photo saved. Identity verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/chapter$/);
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 1 of 3/ })).toBeVisible();

  // An hour later (Illinois: at least once an hour) opening the chapter asks the phrase once.
  const moved = await page.request.post('/dev/clock', { data: { advanceMs: 61 * 60_000 } });
  expect(moved.ok()).toBe(true);
  await page.goto('/home/chapter-launch?chapter=1');
  await expect(page.getByRole('heading', { name: 'Typing check' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  // Typed far faster than the enrolment: typing-verification-message says it did not match.
  await typePhrase('Type the phrase', 5);
  await expect(page.getByText('Your typing did not match your typing pattern.')).toBeVisible();
  await expect(page.getByText('Mismatches left before the course stops: 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Type it again' }).click();
  await typePhrase('Type the phrase', 120);
  await expect(page.getByText('Your typing matched. Identity verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/chapter$/);
});
