import { expect, type Page } from '@playwright/test';

import { codeFor, dialogName, password } from '../e2e/support/registration';

/*
 * What the registration flows' browser maps share: a new student the way a person becomes one (a fresh
 * e-mail per path, so repeated runs and parallel workers never collide), and the flow trace kept over a reload.
 */

/** A fresh address for one path. */
export const freshEmail = (label: string) =>
  `paths-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the registration form as a person does (the state when the page asks for one) and signs up. */
export async function signUp(page: Page, email: string, state = 'California') {
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByLabel('First Name*').fill('Riley');
  await form.getByLabel('Last Name*').fill('Driver');
  await form.getByLabel('Email Address*').fill(email);
  await form.getByLabel('Password*', { exact: true }).fill(password);
  const stateField = form.getByLabel('State*');
  if ((await stateField.count()) > 0) await stateField.selectOption({ label: state });
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** The e-mailed code, read from the dev mailbox, typed into the verification dialog. */
export async function enterEmailedCode(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await codeFor(page.request, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

/** The address with `?inspect`, for a page the path opens itself. */
export const inspected = (address: string) => `${address}${address.includes('?') ? '&' : '?'}inspect`;

/**
 * Keeps what the flow inspector recorded before the page reloads (the app's own reload): the actors of the page
 * before join the new page's record (ahead of them), so the path's coverage counts the transition that reloaded.
 */
export async function keepTraceOverReload(page: Page) {
  await page.evaluate(() => {
    addEventListener('pagehide', () =>
      sessionStorage.setItem('paths:traceBeforeReload', JSON.stringify(window.__flowTrace ?? {})),
    );
  });
  await page.addInitScript(() => {
    const saved = sessionStorage.getItem('paths:traceBeforeReload');
    if (!saved) return;
    sessionStorage.removeItem('paths:traceBeforeReload');
    let trace: Record<string, unknown> | undefined;
    Object.defineProperty(window, '__flowTrace', {
      configurable: true,
      get: () => trace,
      set: (fresh: Record<string, unknown>) => {
        trace = fresh;
        for (const [id, actor] of Object.entries(JSON.parse(saved) as Record<string, unknown>))
          fresh[`before reload ${id}`] = actor;
      },
    });
  });
}

/** The page has reloaded and its inspector runs again, with the record of the page before. */
export const expectReloaded = (page: Page) =>
  page.waitForFunction(() => Object.keys(window.__flowTrace ?? {}).some((id) => id.startsWith('before reload ')));

/**
 * A new student as a person becomes one on a registration link (`url`, else the page open now): signs up with a fresh e-mail, types the
 * e-mailed code when the organisation asks for one (`code`), and waits for the page the registration ends on.
 */
export async function newStudent(
  page: Page,
  { url, code, ends, label }: { url?: string; code: boolean; ends: RegExp; label: string },
): Promise<string> {
  const email = freshEmail(label);
  if (url) await page.goto(url);
  await expect(page.getByRole('form', { name: 'Registration' }).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await signUp(page, email);
  if (code) await enterEmailedCode(page, email);
  await expect(page).toHaveURL(ends, { timeout: 15_000 });
  return email;
}

/**
 * What happens before the flow's page, done in a second tab of the same browser (same storage: the sign-in carries
 * over): the answers the path sets up for the flow's page (tests/paths/answers.ts) belong to the first tab alone, so
 * the registration and payment pages' own calls of the same addresses are left alone.
 */
export async function inAnotherTab(page: Page, steps: (tab: Page) => Promise<void>) {
  const tab = await page.context().newPage();
  try {
    await tab.goto(page.url());
    await steps(tab);
  } finally {
    await tab.close();
  }
}

/**
 * Holds the page's clock still (it then moves only when the path lets time pass), a moment ahead of the page's now;
 * tried again when the page's time has already passed that moment.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200 * (attempt + 1));
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
