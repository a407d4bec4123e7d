import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { certificateDownloadMachine } from '@machines/certificateDownload';

import { seededAccounts } from '../../server/seed/accounts';
import type { BrowserFlow } from '../paths/browserFlow';
import { certificateDownloadModel } from './certificateDownload.model';
import { genericText, mentions } from './documentsPaths.browserSupport';

const panel = (page: Page) => page.getByRole('region', { name: 'Certificate of completion' });
const downloadButton = (page: Page) => panel(page).getByRole('button', { name: 'Download certificate (PDF)' });

/**
 * The certificate download in the browser as graduate@example.com (611 completed, its certificate issued;
 * a download changes nothing): the dashboard's certificate panel saves the real PDF; no connection by interception.
 */
export const certificateDownloadBrowser: BrowserFlow<typeof certificateDownloadMachine> = {
  model: certificateDownloadModel,
  page: '/home/dashboard',
  account: { email: seededAccounts.graduate.email, password: seededAccounts.graduate.password },
  perform: {
    'download.request': async (page, { next }) => {
      // The server's answer is the file itself: the browser saves it under the certificate's number.
      const saved = next?.type === 'xstate.done.actor.downloadCertificate';
      const download = saved ? page.waitForEvent('download') : undefined;
      await downloadButton(page).click();
      if (download) expect((await download).suggestedFilename()).toMatch(/^certificate-ITS-\d{4}-\d{6}\.pdf$/);
    },
  },
  states: {
    idle: async (page) => {
      await expect(panel(page).getByText('Certificate number')).toBeVisible();
      await expect(downloadButton(page)).toBeEnabled();
    },
    downloading: (page) =>
      expect(panel(page).getByRole('button', { name: 'Preparing your certificate…' })).toBeDisabled(),
    downloaded: async (page) => {
      await expect(panel(page).getByText('Your certificate was downloaded.')).toBeVisible();
      await expect(downloadButton(page)).toBeEnabled();
    },
    failed: async (page) => {
      await expect(panel(page).getByRole('alert')).toHaveText(genericText);
      await expect(downloadButton(page)).toBeEnabled();
    },
  },
  intercept: { downloadCertificate: { url: (url) => url.pathname === apiPaths.certificateDownload } },
  skip: (path) =>
    mentions(path, 'NOT_FOUND')
      ? 'the panel shows only for a course whose certificate is issued: “no certificate yet” cannot be brought about (the jsdom paths’; the same transition as no connection)'
      : undefined,
};
