import { expect } from '@playwright/test';

import type { fileDocumentsMachine } from '@machines/fileDocuments';

import type { BrowserFlow } from '../paths/browserFlow';
import {
  documentIntercepts,
  documentPage,
  documentStates,
  documentSteps,
  expectCards,
} from './documents.browserSupport';
import { genericText } from './documentsPaths.browserSupport';
import { fileDocumentsModel } from './fileDocuments.model';

/**
 * File your documents in the browser, each path as the seeded Arizona student whose list it shows
 * (server/seed/documentsPaths.ts; one of its own when it files): nothing filed; the citation approved and the ID
 * declined; both decided (eligibility approved); a chosen course that needs none. A file is a photo or, for the
 * refusal, a text calling itself a PNG; Continue leads to the eligibility check; no connection by interception.
 */
export const fileDocumentsBrowser: BrowserFlow<typeof fileDocumentsMachine> = {
  model: fileDocumentsModel,
  ...documentPage('/home/file-documents', fileDocumentsModel),
  perform: {
    ...documentSteps,
    'continue.request': (page) => page.getByRole('button', { name: 'Continue to eligibility' }).click(),
  },
  states: {
    ...documentStates(genericText),
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'File your documents' })).toBeVisible();
      await expectCards(page);
      await expect(page.getByRole('main').getByRole('link', { name: 'Documents' })).toHaveAttribute(
        'href',
        '/home/documents',
      );
    },
    // All filed: on to the eligibility check (the page after this flow).
    continued: (page) => expect(page).toHaveURL(/\/home\/eligibility$/),
  },
  intercept: documentIntercepts,
};
