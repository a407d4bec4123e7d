import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';

import { registrationVariants } from '../../server/seed/registration';
import { proceedToCheckout } from './support/checkout';
import { coveredBy } from './support/overlap';
import { signUp, uniqueEmail, verifyCode } from './support/registration';

/**
 * 01 §2 Header and chrome: the accessibility control (and the live-chat button) stay reachable without covering text or controls,
 * at every width from a small phone to a wide desktop, on the pages where they used to cover content.
 */
const viewports = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** Widths whose screenshots are kept for a person to look at. */
const screenshotWidths = new Set([1280, 375]);

const accessibility = (page: Page) => page.getByRole('button', { name: /Accessibility/ });
const liveChat = (page: Page) => page.getByRole('button', { name: /Live chat/ });

/** Tabs from the top of the page until the control has focus, as a keyboard user does. */
async function tabTo(page: Page, control: Locator) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let presses = 0; presses < 150; presses++) {
    if (await control.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
  await expect(control).toBeInViewport();
}

/** Opens the accessibility options by keyboard, switches larger text on and off, and closes them with Escape. */
async function operateAccessibilityByKeyboard(page: Page, where: string) {
  const button = accessibility(page);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('group', { name: 'Accessibility options' });
  await expect(options).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(options.getByRole('checkbox', { name: 'Larger text' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/a11y-large-text/);
  // Larger text makes the chrome wider: the control must still cover nothing.
  const coveredWithLargeText = (await coveredBy(button)).map(
    (hit) => `${where} (larger text), accessibility covers ${hit}`,
  );
  await page.keyboard.press('Space');
  await expect(page.locator('html')).not.toHaveClass(/a11y-large-text/);
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(button).toBeFocused();
  return coveredWithLargeText;
}

async function operateLiveChatByKeyboard(page: Page) {
  await tabTo(page, liveChat(page));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Live chat' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** At every width: the controls cover nothing, are visible, and work from the keyboard. */
async function checkEveryWidth(page: Page, testInfo: TestInfo, name: string, ready: Locator) {
  const covered: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expect(ready).toBeVisible();
    const where = `${name} at ${viewport.width}px`;
    const controls = [{ name: 'accessibility', control: accessibility(page) }];
    if (await liveChat(page).count()) controls.push({ name: 'live chat', control: liveChat(page) });
    for (const { name: control, control: locator } of controls) {
      await expect(locator).toBeVisible();
      covered.push(...(await coveredBy(locator)).map((hit) => `${where}, ${control} covers ${hit}`));
    }
    if (screenshotWidths.has(viewport.width))
      await page.screenshot({
        path: testInfo.outputPath(`${name.replace(/\W+/g, '-')}-${viewport.width}.png`),
        fullPage: false,
      });
    covered.push(...(await operateAccessibilityByKeyboard(page, where)));
    if (controls.length > 1) await operateLiveChatByKeyboard(page);
  }
  // Soft: every page of the test is still checked, so the failure lists all that is covered.
  expect.soft(covered, `${name}: page content covered by a floating control`).toEqual([]);
}

/** The same app on the partner organisation's host, which requires live chat. */
function partnerUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = 'partner.localhost';
  return url.toString();
}

test.describe.configure({ timeout: 120_000 });

test('/login: the accessibility control covers nothing at any width', async ({ page }, testInfo) => {
  await page.goto('/login');
  await checkEveryWidth(page, testInfo, 'login', page.getByRole('button', { name: 'Sign in' }));
});

test('/register: the accessibility control covers nothing at any width', async ({ page }, testInfo) => {
  await page.goto('/register');
  await checkEveryWidth(page, testInfo, 'register', page.getByRole('button', { name: 'Sign Up' }));
});

test('/courses-landing, which has no header: the accessibility control covers nothing at any width', async ({
  page,
}, testInfo) => {
  await page.goto('/courses-landing');
  await checkEveryWidth(page, testInfo, 'courses landing', page.getByRole('button', { name: 'Continue' }));
});

test('the cart summary and the payment panel: the accessibility control covers nothing at any width', async ({
  page,
  request,
}, testInfo) => {
  // A new student of the default course, whose cart recommends add-ons.
  const email = uniqueEmail('floating');
  await signUp(page, registrationVariants.standard.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  await checkEveryWidth(page, testInfo, 'cart summary', page.getByRole('heading', { name: 'Recommended add-ons' }));

  await page.setViewportSize(viewports[3]);
  await proceedToCheckout(page);
  await checkEveryWidth(page, testInfo, 'payment panel', page.getByRole('radio', { name: 'Pay later' }));
});

test('a partner that requires chat: neither live chat nor the accessibility control covers anything', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto(partnerUrl(baseURL, '/login'));
  await checkEveryWidth(page, testInfo, 'partner login', page.getByRole('button', { name: 'Sign in' }));
  await page.goto(partnerUrl(baseURL, '/register'));
  await checkEveryWidth(page, testInfo, 'partner register', page.getByRole('button', { name: 'Sign Up' }));
});
