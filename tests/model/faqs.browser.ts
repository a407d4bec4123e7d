import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { faqsMachine } from '@machines/faqs';

import type { BrowserFlow } from '../paths/browserFlow';
import { faqsModel } from './faqs.model';

/** FAQs in the browser as the seeded student: the real questions, or no connection and Try again. */
export const faqsBrowser: BrowserFlow<typeof faqsMachine> = {
  model: faqsModel,
  page: '/home/customer-support',
  account: { email: 'student@example.com', password: 'Passw0rd!' },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading the questions…'),
    ready: async (page) => {
      await expect(page.getByRole('searchbox', { name: 'Search the FAQs' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
    failed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
  },
  intercept: { loadFaqs: { url: (url) => url.pathname === apiPaths.faqs } },
};
