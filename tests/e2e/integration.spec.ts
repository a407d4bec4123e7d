import { expect, type Page, test } from '@playwright/test';

import { signInAs } from './support/signIn';

/*
 * 02 §2 integration: connected sign-in accounts. The browser tests' server has no GOOGLE_CLIENT_ID or
 * MICROSOFT_CLIENT_ID, so both providers are listed as not configured and cannot be connected (connecting and
 * signing in with a connected account are tested against an adapter with local keys: tests/server/connectedAccounts).
 */

const account = { email: 'integration@example.com', password: 'Passw0rd!' } as const;

const signIn = (page: Page) => signInAs(page, account.email, account.password);

test('offline, Google and Microsoft say they are not configured and cannot be connected', async ({ page }) => {
  await signIn(page);
  await page.goto('/home/integration');
  await expect(page.getByRole('heading', { level: 1, name: 'Connected accounts' })).toBeVisible();
  for (const provider of ['Google', 'Microsoft']) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: provider }) });
    await expect(card).toContainText('Not connected');
    await expect(card).toContainText(`Sign-in with ${provider} is not configured on this server.`);
    const connect = card.getByRole('button', { name: `Connect ${provider}` });
    await expect(connect).toBeDisabled();
    // The button names why it cannot be pressed.
    await expect(connect).toHaveAccessibleDescription(new RegExp(`Sign-in with ${provider} is not configured`));
  }
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page).toHaveURL(/\/home\/settings$/);
});

test("a connect the server cannot verify says why (the server's 501 when its list was out of date)", async ({
  page,
}) => {
  await signIn(page);
  // The list claims Google is configured (as if the server's credentials were removed after it was read); the connect
  // itself goes to the real server, which has no provider adapter.
  await page.route('**/student/connected-accounts', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    body.data.accounts[0].configured = true;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/home/integration');
  await page.getByRole('button', { name: 'Connect Google' }).click();
  await expect(page.getByRole('alert')).toHaveText('This sign-in option is not configured on this server.');
  await expect(page.getByRole('button', { name: 'Connect Google' })).toBeEnabled();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cards stack and fit without sideways scrolling', async ({ page }) => {
    await signIn(page);
    await page.goto('/home/integration');
    await expect(page.getByRole('button', { name: 'Connect Google' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const google = await page.getByRole('heading', { level: 2, name: 'Google' }).boundingBox();
    const microsoft = await page.getByRole('heading', { level: 2, name: 'Microsoft' }).boundingBox();
    expect(microsoft!.y).toBeGreaterThan(google!.y);
  });
});
