import { expect, type Page, test } from '@playwright/test';

import { seededFaqs } from '../../server/seed/faqs';
import { signInAsStudent } from './support/signIn';

/** 02 §2 customer-support: the FAQs from the menu, searched, linked, and in another language. */
const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });
const certificateFaq = seededFaqs.find((f) => f.groupId === 'certificate')!;

test('the FAQs: grouped, a search narrows them and stays in the address, a link opens one question', async ({
  page,
}) => {
  await signInAsStudent(page);
  await studentMenu(page).getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/home\/customer-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your certificate' })).toBeVisible();
  await expect(page.locator('details.faq')).toHaveCount(seededFaqs.length);

  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('verify-certificate');
  await expect(page).toHaveURL(/\?q=verify-certificate$/);
  const matching = page.locator('details.faq');
  expect(await matching.count()).toBeGreaterThan(0);
  expect(await matching.count()).toBeLessThan(seededFaqs.length);
  await expect(page.getByRole('status').filter({ hasText: 'Questions matching your search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('zzzz nothing');
  await expect(page.getByText(/No question matches your search/)).toBeVisible();

  await page.goto(`/home/customer-support#${certificateFaq.id}`);
  const linked = page.locator(`details#${certificateFaq.id}`);
  await expect(linked).toHaveAttribute('open', '');
  await expect(linked.getByText(certificateFaq.texts.en.question)).toBeVisible();
  await expect(page.locator('details.faq[open]')).toHaveCount(1);
});
