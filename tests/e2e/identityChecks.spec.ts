import { expect, type Page, test } from '@playwright/test';

import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { seededSecurityQuestions } from '../../server/seed/securityQuestions';
import { e2eAdminKey } from './support/adminKey';

/*
 * Identity checks as newcomer@example.com, whose California course asks a security question at every
 * chapter and locks after 2 wrong answers in a row until support unlocks it: saving the answers, a wrong answer, the
 * lock with 'Identity verified failed.', support's unlock, then a right answer opens the chapter.
 */

const newcomer = { email: 'newcomer@example.com', password: 'Passw0rd!' } as const;

/** The five questions the student picks (the first five of the list) and their answers. */
const picked = seededSecurityQuestions
  .slice(0, 5)
  .map((q, i) => ({ text: q.texts.en, answer: `Answer number ${i + 1}` }));
const answerTo = (question: string) => picked.find((p) => p.text === question)!.answer;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(newcomer.email);
  await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
}

/** The question asked now: the answer box's label. */
async function askedQuestion(page: Page) {
  await expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible();
  const box = page.getByRole('textbox');
  await expect(box).toBeVisible();
  const id = await box.getAttribute('id');
  return (await page.locator(`label[for="${id}"]`).innerText()).trim();
}

async function answer(page: Page, text: string) {
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Submit answer' }).click();
}

test('security questions: saved once, a wrong answer, the lock, support’s unlock, then a right answer opens the chapter', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/home\/chapter-launch/);

  // security-quiz-save: five questions, a question picked in one row is not offered in another.
  await expect(page.getByRole('heading', { name: 'Your security questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Please choose a question').first()).toBeVisible();
  for (const [i, { text, answer: given }] of picked.entries()) {
    await page.getByRole('combobox', { name: `Security question ${i + 1}` }).selectOption({ label: text });
    await page.getByRole('textbox', { name: `Your answer ${i + 1}` }).fill(given);
  }
  await expect(
    page.getByRole('combobox', { name: 'Security question 2' }).locator('option', { hasText: picked[0].text }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Save my answers' }).click();

  // security-quiz-verification: a wrong answer, then (California: 2 in a row) the lock.
  await askedQuestion(page);
  await answer(page, 'certainly not this');
  await expect(page.getByRole('alert')).toContainText('That answer does not match the one you saved.');
  await expect(page.getByRole('alert')).toContainText('One more wrong answer stops the course.');
  await page.getByRole('button', { name: 'Next question' }).click();
  const second = await askedQuestion(page);
  await expect(page.getByText('This is your last try.')).toBeVisible();
  // A reload asks the same question: the tries are counted on the server.
  await page.reload();
  expect(await askedQuestion(page)).toBe(second);
  await answer(page, 'wrong again');
  await expect(page.getByRole('alert')).toHaveText('Identity verified failed.');
  await expect(page.getByText('Your course is locked until our support team confirms who you are.')).toBeVisible();

  // Back later: still locked (the launch names the course, which support needs).
  await page.goto('/home/dashboard');
  const launch = page.waitForRequest((r) => r.url().endsWith(apiPaths.chapterLaunch));
  await page.getByRole('button', { name: 'Start' }).click();
  const { studentCourseId } = (await launch).postDataJSON() as { studentCourseId: number };
  await expect(page.getByRole('alert')).toHaveText('Identity verified failed.');

  // Support verifies the student by phone and unlocks the course (the reason is logged).
  const unlock = await page.request.post(apiPaths.identityUnlock, {
    headers: { 'x-admin-key': e2eAdminKey, [headerNames.subscriptionKey]: defaultSubscriptionKey },
    data: { studentCourseId, reason: 'Verified by phone with the photo ID' },
  });
  expect(unlock.ok(), await unlock.text()).toBe(true);

  // A new question; the right answer (case and punctuation aside) opens chapter 1.
  await page.reload();
  const third = await askedQuestion(page);
  await answer(page, `${answerTo(third).toUpperCase()}!`);
  await expect(page.getByText('Identity verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/chapter$/);
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 1 of 12/ })).toBeVisible();
});
