import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { e2eAdminKey } from './support/adminKey';
import { signInAs } from './support/signIn';

/*
 * The Arizona flow's documents as azstudent@example.com (913 paid, nothing filed), at phone width: a text
 * file named .pdf is refused in words, a PDF and a photo are filed, Continue leads to the eligibility check; on
 * Documents the photo opens in a new tab, support declines it with a reason, and the student files it again.
 */

const student = { email: 'azstudent@example.com', password: 'Passw0rd!' } as const;
const citationName = 'Copy of your citation (ticket)';
const licenceName = "Copy of your driver's license or other government ID";

/** The smallest valid PDF: one empty page. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n170\n%%EOF\n',
);

const photo = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .jpeg()
    .toBuffer();

const operatorHeaders = { 'x-admin-key': e2eAdminKey, [headerNames.subscriptionKey]: defaultSubscriptionKey };

const signIn = (page: Page) => signInAs(page, student.email, student.password);

async function file(page: Page, card: string, upload: { name: string; mimeType: string; buffer: Buffer }) {
  const region = page.getByRole('region', { name: card });
  await region.getByLabel(/^Choose a (new )?file$/).setInputFiles(upload);
  await region.getByRole('button', { name: /^(Upload|Replace)$/ }).click();
  return region;
}

test('azstudent files the citation and the licence, views one, and files it again after a decline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/home/file-documents');
  await expect(page.getByRole('heading', { level: 1, name: 'File your documents' })).toBeVisible();

  // A text file that only calls itself a PDF is refused by its content, in words.
  const citation = await file(page, citationName, {
    name: 'citation.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is my citation, honestly.\n'),
  });
  await expect(citation.getByRole('alert')).toHaveText('The file must be a JPEG, PNG or GIF image or a PDF.');
  await file(page, citationName, { name: 'citation.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  await expect(citation.getByText('Status: Filed, waiting for review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to eligibility' })).toHaveCount(0);

  const licence = await file(page, licenceName, {
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#3060a0'),
  });
  await expect(licence.getByText('Status: Filed, waiting for review')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to eligibility' }).click();
  await expect(page).toHaveURL(/\/home\/eligibility/);

  // Documents: the photo opens in a new tab (fetched with the session, shown from a blob URL).
  await page.goto('/home/documents');
  const licenceCard = page.getByRole('region', { name: licenceName });
  await expect(licenceCard.getByText(/^licence\.jpg, filed on/)).toBeVisible();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    licenceCard.getByRole('button', { name: 'View' }).click(),
  ]);
  await tab.waitForURL(/^blob:/);
  await tab.close();

  // Support declines the licence with a reason; the student sees it and files another photo.
  const queue = await page.request.get(apiPaths.adminDocuments, { headers: operatorHeaders });
  expect(queue.ok(), await queue.text()).toBe(true);
  const { documents } = ((await queue.json()) as { data: { documents: Array<Record<string, unknown>> } }).data;
  const filed = documents.find((d) => d.studentEmail === student.email && d.documentType === 'governmentId');
  expect(filed).toBeDefined();
  const decision = await page.request.post(`${apiPaths.adminDocuments}/${String(filed?.documentId)}/decision`, {
    headers: operatorHeaders,
    data: { outcome: 'declined', reason: 'The photo is too dark to read.' },
  });
  expect(decision.ok(), await decision.text()).toBe(true);
  await page.reload();
  await expect(licenceCard.getByText('Status: Declined')).toBeVisible();
  await expect(licenceCard.getByText('Reason: The photo is too dark to read.')).toBeVisible();
  await file(page, licenceName, { name: 'licence-2.jpg', mimeType: 'image/jpeg', buffer: await photo('#f0f0f0') });
  await expect(page.getByText(`${licenceName}: your new file was filed.`)).toBeVisible();
  await expect(licenceCard.getByText('Status: Filed, waiting for review')).toBeVisible();
  await expect(licenceCard.getByText(/^licence-2\.jpg, filed on/)).toBeVisible();
});
