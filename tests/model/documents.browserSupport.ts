import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { AnyEventObject } from 'xstate';

import { documentFailureCodes, documentMessages } from '@contracts/documents';
import * as apiPaths from '@contracts/paths';
import type { AdmissionDocumentType, DocumentsLoaded } from '@machines/fileDocuments';

import type { DocumentsPathsSituation } from '../../server/seed/documentsPaths';
import type { BrowserStep } from '../paths/browserFlow';
import { typeNames } from './documents.fixtures';
import {
  failureOf,
  foldInspector,
  genericText,
  mentions,
  outputOf,
  pathAccount,
} from './documentsPaths.browserSupport';
import type { FlowModel } from './harness/model';
import type { PlannedPath } from './harness/paths';

/*
 * What the browser maps of both document pages share: the cards, a file chosen and sent as a person does,
 * and which seeded Arizona student a path's list belongs to (server/seed/documentsPaths.ts).
 */

export const card = (page: Page, type: AdmissionDocumentType) => page.getByRole('region', { name: typeNames[type] });

/** A photo of the document (the server decodes and re-encodes it). */
const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer();

/**
 * The student chooses a file in the type's card and clicks Upload (or Replace): a photo, or, when the server's
 * refusal of its content comes next, a text file that only calls itself a PNG.
 */
export async function uploadIn(page: Page, event: AnyEventObject, next: AnyEventObject | undefined) {
  const region = card(page, event.documentType as AdmissionDocumentType);
  const refused = failureOf(next, 'uploadDocument')?.code === documentFailureCodes.format;
  await region
    .getByLabel(/^Choose a (new )?file$/)
    .setInputFiles(
      refused
        ? { name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('This is my licence, honestly.\n') }
        : { name: 'licence.png', mimeType: 'image/png', buffer: await photo() },
    );
  await region.getByRole('button', { name: /^(Upload|Replace)$/ }).click();
}

/** The cards (or "needs no documents"): each required type with its status; a refused file's words in its card. */
export async function expectCards(page: Page) {
  const none = page.getByText('This course needs no documents.');
  await expect(none.or(card(page, 'citation'))).toBeVisible();
  if ((await none.count()) > 0) return;
  for (const type of ['citation', 'governmentId'] as const) {
    const region = card(page, type);
    await expect(
      region.getByText(/^Status: (Not filed yet|Filed, waiting for review|Approved|Declined)$/),
    ).toBeVisible();
    const refused = region.getByRole('alert');
    if ((await refused.count()) > 0)
      await expect(refused).toHaveText(new RegExp(`^(${documentMessages.format.replace('.', '\\.')}|${genericText})$`));
  }
}

/** The steps both pages take alike: a file chosen and sent, Try again. */
export const documentSteps = {
  'document.upload': (page: Page, { event, next }: BrowserStep) => uploadIn(page, event, next),
  'retry.request': (page: Page) => page.getByRole('button', { name: 'Try again' }).click(),
};

/**
 * What both pages show alike: the list loading, the list not loaded (the page's words for it, `loadFailed`, and Try
 * again), a file being sent (its card's button busy).
 */
export const documentStates = (loadFailed: string | RegExp) => ({
  loading: (page: Page) => expect(page.getByRole('status')).toContainText('Loading your documents…'),
  loadFailed: async (page: Page) => {
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(loadFailed);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  uploading: (page: Page) =>
    expect(page.locator('button[aria-busy="true"]', { hasText: /^(Upload|Replace)$/ })).toBeVisible(),
});

/** The list a path's page shows: the last answer of its loads. */
const loadedOf = (path: PlannedPath) =>
  path.steps
    .map((s) => outputOf(s.event, 'loadDocuments') as DocumentsLoaded | undefined)
    .filter((o) => o !== undefined)
    .at(-1);

/** Whether the path's list is of a course that needs no documents (chosen on the dashboard first). */
const needsNoDocuments = (path: PlannedPath) => loadedOf(path)?.catalog.documents.length === 0;

/** The seeded student whose documents are the path's list. */
export function documentsSituation(path: PlannedPath): DocumentsPathsSituation {
  const loaded = loadedOf(path);
  if (!loaded)
    return path.steps.some((s) => failureOf(s.event, 'loadDocuments')?.httpStatus === 404) ? 'nothing' : 'azFresh';
  if (loaded.catalog.documents.length === 0) return 'california';
  if (!loaded.range.canReplace) return 'azApproved';
  const status = (type: AdmissionDocumentType) => loaded.range.documents.find((d) => d.documentType === type)?.status;
  if (status('citation') === undefined) return 'azFresh';
  return status('citation') === 'approved' ? 'azRedo' : 'azReplace';
}

/**
 * A course that needs no documents is shown only when the student chose it: on the dashboard (Course details), then
 * the page's address.
 */
export async function chooseCourseWithoutDocuments(page: Page, address: string) {
  const course = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'California 8-Hour Traffic School' }) });
  await course.getByRole('button', { name: 'Course details' }).click();
  await expect(page).toHaveURL(/\/home\/course-dashboard$/);
  await page.goto(`${address}?inspect`);
}

/** Opens a document page: the course chosen first when the path's needs no documents; the inspector folded. */
async function openDocumentsPage(page: Page, path: PlannedPath, address: string) {
  if (needsNoDocuments(path)) await chooseCourseWithoutDocuments(page, address);
  await foldInspector(page);
}

/** Eligibility decided in another tab while the page is open: the only way to the lock. */
const lockedReason =
  'the page offers a file only while eligibility is undecided: “can no longer be replaced” needs it decided in a second tab meanwhile (the jsdom paths’; the same transition as no connection)';
const lockedCode = documentFailureCodes.locked;

/**
 * Where a document page's paths run (its address; the dashboard first for a course that needs no documents), as
 * whom (the student whose list the path shows, one of its own when it files: a filed document changes the list), and
 * which the browser leaves to the jsdom paths: the lock, and the page's own (`skipAlso`).
 */
export function documentPage(
  address: string,
  model: FlowModel,
  skipAlso: (path: PlannedPath) => string | undefined = () => undefined,
) {
  const skip = (path: PlannedPath) => (mentions(path, lockedCode) ? lockedReason : skipAlso(path));
  const flow = {
    model,
    skip,
    situation: documentsSituation,
    writes: (path: PlannedPath) => path.steps.some((s) => s.event.type === 'document.upload'),
  };
  return {
    page: (path: PlannedPath) => (needsNoDocuments(path) ? '/home/dashboard' : address),
    open: (page: Page, path: PlannedPath) => openDocumentsPage(page, path, address),
    account: (path: PlannedPath) => pathAccount(flow, path),
    skip,
  };
}

export const documentIntercepts = {
  loadDocuments: { url: (url: URL) => url.pathname === apiPaths.documentCatalog },
  uploadDocument: { url: (url: URL) => url.pathname === apiPaths.studentDocument },
};
