import { expect, test } from '@playwright/test';

/*
 * On the embedded default server, a product owner steps through a path of the flow catalogue on its diagram,
 * and `?inspect` shows the page's running flows on theirs, personal data masked. Without `?inspect`, none of the
 * inspector's code loads.
 */

const activeStates = (page: import('@playwright/test').Page) =>
  page.locator('.flow-diagram g.node.flow-diagram__active > title').allTextContents();

test('a product owner opens a flow in the catalogue and steps through a path on its diagram', async ({ page }) => {
  await page.goto('/dev/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow catalogue' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Flows' }).getByRole('button', { name: /^FAQs/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^FAQs/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Statechart of FAQs/ })).toBeVisible();

  await page.getByRole('button', { name: 'Step through #2' }).click();
  const stepper = page.getByRole('region', { name: 'Stepping through a path' });
  await expect(stepper).toContainText('The start (3 steps to go).');
  expect(await activeStates(page)).toEqual(['faqs.loading']);
  await stepper.getByRole('button', { name: 'Next step' }).click();
  await expect(stepper).toContainText("Step 1 of 3: 'loadFaqs' fails");
  expect(await activeStates(page)).toEqual(['faqs.failed']);
  await expect(page.locator('.flow-diagram g.edge.flow-diagram__taken')).toHaveCount(1);
  await stepper.getByRole('button', { name: 'Next step' }).click();
  await expect(stepper).toContainText('Step 2 of 3: the student clicks Try again.');
  await stepper.getByRole('button', { name: 'Previous step' }).click();
  expect(await activeStates(page)).toEqual(['faqs.failed']);
});

test('?inspect shows the running flows on their diagrams, with personal data masked', async ({ page }) => {
  await page.goto('/login?inspect');
  const panel = page.getByRole('complementary', { name: 'Flow inspector' });
  await expect(panel).toBeVisible();
  const login = panel.getByRole('listitem').filter({ hasText: /^login: / });
  await expect(login).toContainText('login: editing');
  await page.getByLabel('Email Address').fill('student@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await login.getByText(/Last events/).click();
  await expect(login).toContainText('credentials.submit');
  await expect(login).not.toContainText('student@example.com');
  await expect(login).not.toContainText('wrong-password-1');
  await login.getByRole('button', { name: 'Show diagram' }).click();
  await expect(login.getByRole('img', { name: 'Statechart of login' })).toBeVisible();
  await expect(login.locator('g.node.flow-diagram__active')).not.toHaveCount(0);
});

test('without ?inspect no inspector code loads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((url) => /startInspector|InspectorPanel/.test(url))).toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Flow inspector' })).toHaveCount(0);
});
