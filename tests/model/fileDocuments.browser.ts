import { expect } from '@playwright/test';

import type { fileDocumentsMachine } from '@machines/fileDocuments';

import type { BrowserFlow } from '../paths/browserFlow';
import {
  documentIntercepts,
  documentsSituation,
  expectCards,
  expectSending,
  lockedCode,
  lockedReason,
  needsNoDocuments,
  openDocumentsPage,
  uploadIn,
} from './documents.browserSupport';
import { genericText, mentions, pathAccount } from './documentsPaths.browserSupport';
import { fileDocumentsModel } from './fileDocuments.model';
import type { PlannedPath } from './harness/paths';

const skip = (path: PlannedPath) => (mentions(path, lockedCode) ? lockedReason : undefined);

const account = {
  model: fileDocumentsModel,
  skip,
  situation: documentsSituation,
  // A filed document changes the student's list: a student of its own.
  writes: (path: PlannedPath) => path.steps.some((s) => s.event.type === 'document.upload'),
};

/**
 * File your documents in the browser, each path as the seeded Arizona student whose list it shows
 * (server/seed/documentsPaths.ts; one of its own when it files): nothing filed; the citation approved and the ID
 * declined; both decided (eligibility approved); a chosen course that needs none. A file is a photo or, for the
 * refusal, a text calling itself a PNG; Continue leads to the eligibility check; no connection by interception.
 */
export const fileDocumentsBrowser: BrowserFlow<typeof fileDocumentsMachine> = {
  model: fileDocumentsModel,
  page: (path) => (needsNoDocuments(path) ? '/home/dashboard' : '/home/file-documents'),
  open: (page, path) => openDocumentsPage(page, path, '/home/file-documents'),
  account: (path) => pathAccount(account, path),
  perform: {
    'document.upload': (page, { event, next }) => uploadIn(page, event, next),
    'continue.request': (page) => page.getByRole('button', { name: 'Continue to eligibility' }).click(),
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your documents…'),
    loadFailed: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'File your documents' })).toBeVisible();
      await expectCards(page);
      await expect(page.getByRole('main').getByRole('link', { name: 'Documents' })).toHaveAttribute(
        'href',
        '/home/documents',
      );
    },
    uploading: expectSending,
    // All filed: on to the eligibility check (the page after this flow).
    continued: (page) => expect(page).toHaveURL(/\/home\/eligibility$/),
  },
  intercept: documentIntercepts,
  skip,
};
