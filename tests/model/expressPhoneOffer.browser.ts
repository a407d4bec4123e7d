import { expect } from '@playwright/test';

import type { expressPhoneOfferMachine } from '@machines/expressRegistration';

import type { BrowserFlow } from '../paths/browserFlow';
import { expressPhoneOfferModel } from './expressPhoneOffer.model';

const title = 'Save $5 - Unlock $5 Off Your Course! Enter Your Mobile Number For A Code.';

/**
 * The express page's phone offer in the browser: the tab becomes hidden (the page is told so, as when the
 * student switches tabs), the 'Save $5' modal opens; the number is kept for the registration (nothing is sent).
 */
export const expressPhoneOfferBrowser: BrowserFlow<typeof expressPhoneOfferMachine> = {
  model: expressPhoneOfferModel,
  page: '/registerfast',
  perform: {
    'tab.hidden': (page) =>
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      }),
    'phone.submit': async (page, { event }) => {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel('Mobile Number').fill(String(event.mobileNumber));
      await dialog.getByRole('checkbox').setChecked(Boolean(event.optSms));
      const submit = dialog.getByRole('button', { name: 'Get My Discount' });
      await expect(submit).toBeEnabled();
      await submit.click();
    },
    'phone.dismiss': (page) => page.keyboard.press('Escape'),
  },
  states: {
    waiting: async (page) => {
      await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
      await expect(page.getByLabel('Email Address')).toBeVisible();
    },
    offered: async (page) => {
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Mobile Number')).toBeVisible();
    },
  },
};
