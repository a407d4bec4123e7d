import { expect, test } from '@playwright/test';

import { loginResponseSchema } from '../../contracts/auth';
import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { mailsTo } from './support/mailbox';
import { seededStudent } from './support/signIn';

test('a parent link from the mailbox opens /home/parent-cart-summary', async ({ page, request }) => {
  const mails = await mailsTo(request, 'parent@example.com');
  const link = mails.map((m) => /https?:\/\/\S+?(\/\?token=[^\s"<>]+)/.exec(m.body)?.[1]).find(Boolean);
  expect(link, 'the seeded parent-link mail').toBeTruthy();
  await page.goto(link!.replace(/&amp;/g, '&'));
  await expect(page).toHaveURL(/\/home\/parent-cart-summary$/);
});

test('an authToken link (backend login) goes through personal information to the dashboard', async ({
  page,
  request,
}) => {
  const login = await request.post(apiPaths.login, {
    headers: { [headerNames.subscriptionKey]: defaultSubscriptionKey },
    data: { emailId: seededStudent.email, password: seededStudent.password, domainUrl: 'http://localhost' },
  });
  const { token } = loginResponseSchema.parse(await login.json());
  expect(token).toBeTruthy();
  await page.goto(`/?authToken=${encodeURIComponent(token!)}&studentSource=crm`);
  // 02 §4: with the backend-login flag, personal information redirects to the dashboard.
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});
