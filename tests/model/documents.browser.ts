import { expect } from '@playwright/test';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { documentsMachine } from '@machines/documents';

import type { BrowserFlow } from '../paths/browserFlow';
import {
  card,
  documentIntercepts,
  documentPage,
  documentStates,
  documentSteps,
  expectCards,
} from './documents.browserSupport';
import { documentsModel } from './documents.model';
import { failureOf, genericText, mentions } from './documentsPaths.browserSupport';
import type { PlannedPath } from './harness/paths';

/** Beside the lock (documentPage): what this page's paths leave to the jsdom paths. */
const skipAlso = (path: PlannedPath) => {
  if (mentions(path, failureCodes.forbidden))
    return 'a document of the student’s own list always opens for them: “access denied” is the jsdom paths’ (the same transition as no connection)';
  const notFound = path.steps.findIndex((s) => failureOf(s.event, 'loadDocuments')?.httpStatus === 404);
  if (notFound >= 0 && path.steps.slice(notFound).some((s) => s.event.type === 'xstate.done.actor.loadDocuments'))
    return 'a student without a course that needs documents finds none when trying again (the jsdom paths’; the same transitions as no connection)';
  return undefined;
};

/** The type of a document of the model's lists (documents.fixtures.ts): 702 is the government ID. */
const typeOfId = (documentId: number) => (documentId === 702 ? 'governmentId' : 'citation');

/**
 * The Documents page in the browser, each path as the seeded Arizona student whose list it shows
 * (server/seed/documentsPaths.ts; one of its own when it files): the citation filed and the ID declined; both decided
 * (eligibility approved: nothing can change); a chosen course that needs none; no such course (404). A file is a photo
 * or, for the refusal, a text calling itself a PNG; View opens the real file in a new tab; no connection by
 * interception.
 */
export const documentsBrowser: BrowserFlow<typeof documentsMachine> = {
  model: documentsModel,
  ...documentPage('/home/documents', documentsModel, skipAlso),
  perform: {
    ...documentSteps,
    'document.view': async (page, { event, next }) => {
      // The tab opens at the click and shows the file fetched with the session; a failed fetch closes it again.
      const tab = page.waitForEvent('popup');
      await card(page, typeOfId(Number(event.documentId)))
        .getByRole('button', { name: 'View' })
        .click();
      if (next?.type === 'xstate.done.actor.openDocument') {
        const shown = await tab;
        await shown.waitForURL(/^blob:/);
        await shown.close();
      }
    },
  },
  states: {
    ...documentStates(new RegExp(`^(You have no course that requires documents\\.|${genericText})$`)),
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
      await expectCards(page);
    },
    opening: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'View' }).first()).toBeVisible();
    },
  },
  intercept: {
    ...documentIntercepts,
    openDocument: { url: (url) => url.pathname.startsWith(`${apiPaths.studentDocument}/`) },
  },
};
