import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { verifyCertificateMachine } from '@machines/verifyCertificate';

import { seededGraduateCode } from '../../server/seed/learners';
import { seededRevokedCode } from '../../server/seed/registrationPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { shortCode, verifyCertificateModel } from './verifyCertificate.model';

/** A well-formed code no certificate has. */
const unknownCode = 'ZZZZ-2026-XXXX-0009';
/** As a clerk types a code: lower case, spaces between the groups. */
const typed = (code: string) => code.toLowerCase().replace(/-/g, ' ');

const answerOf = (path: PlannedPath, i: number) => classify(path.steps[i].event);
const interceptedFailure = (error: unknown) => {
  const failure = error as { kind?: string; httpStatus?: number };
  return failure.kind === 'network' || (failure.httpStatus ?? 0) >= 500;
};

/**
 * The code a search from step `from` sends (the address's code when -1): the seeded graduate's, the revoked one or a
 * code of no certificate, as the first answer the server gives it says (a dropped connection or a 500 says nothing).
 */
function codeFor(path: PlannedPath, from: number): string {
  for (let i = from + 1; i < path.steps.length; i++) {
    const event = path.steps[i].event;
    if (event.type === 'code.change') break;
    const answer = answerOf(path, i);
    if (answer.kind === 'done') {
      const output = answer.output as { found: boolean; valid?: boolean };
      return !output.found ? unknownCode : output.valid ? seededGraduateCode : seededRevokedCode;
    }
    if (answer.kind === 'error' && !interceptedFailure(answer.error)) break;
  }
  return seededGraduateCode;
}

const field = (page: Page) => page.getByLabel('Verification code');
const result = async (page: Page, role: 'status' | 'alert', text: string) => {
  await expect(page.getByRole(role).filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check another code' })).toBeEnabled();
};

/**
 * The public certificate check in the browser, typed or from the QR code's link: the seeded graduate's
 * code (valid), a revoked certificate's (server/seed/registrationPaths.ts) and a code of no certificate; a 500 and no
 * connection by interception.
 */
export const verifyCertificateBrowser: BrowserFlow<typeof verifyCertificateMachine> = {
  model: verifyCertificateModel,
  page: (path) => {
    const code = (path.input as { code: string }).code;
    if (code === '') return '/verify-certificate';
    return `/verify-certificate?code=${encodeURIComponent(code === shortCode ? shortCode : typed(codeFor(path, -1)))}`;
  },
  perform: {
    'code.change': async (page, { event, path }) => {
      const at = path.steps.findIndex((s) => s.event === event);
      await field(page).fill(event.typed === shortCode ? shortCode : typed(codeFor(path, at)));
    },
    'code.submit': (page) => page.getByRole('button', { name: 'Verify' }).click(),
    'check.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'search.restart': (page) => page.getByRole('button', { name: 'Check another code' }).click(),
  },
  states: {
    'idle.editing': async (page) => {
      await expect(field(page)).toBeVisible();
      await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();
    },
    'idle.malformed': async (page) => {
      await expect(page.getByRole('alert')).toContainText('Enter the 16-character code printed on the certificate');
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    },
    checking: (page) => expect(page.getByRole('status')).toContainText('Checking the code…'),
    verified: async (page) => {
      await result(page, 'status', 'Valid certificate');
      await expect(page.getByRole('status')).toContainText('Grace Graduate');
    },
    revoked: async (page) => {
      await result(page, 'alert', 'This certificate has been revoked');
      await expect(page.getByRole('alert')).toContainText('Robin Revoked');
    },
    notFound: (page) => result(page, 'alert', 'No certificate has this code. Check the code and try again.'),
    tooManyTries: (page) => result(page, 'alert', 'Too many unknown codes were tried.'),
    failed: async (page) => {
      await result(page, 'alert', 'Oops. Something went wrong. Please try again later.');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
  intercept: {
    verifyCertificate: {
      url: (url) => url.pathname === apiPaths.certificateVerify,
      refusals: {
        why: 'the limit on unknown codes counts every check from the test machine’s one address: reaching it for real would hold up the other certificate checks for up to an hour, so its 429 is intercepted',
        codes: ['RATE_LIMITED'],
      },
    },
  },
  skip: (path) => {
    const statuses = path.steps.map((s) => (s.event.error as { httpStatus?: number } | undefined)?.httpStatus);
    if (statuses.includes(400))
      return 'the page refuses a malformed code before sending it, by the same rule as the server: the server’s 400 is the jsdom paths’';
    return undefined;
  },
  unreachable: {
    'verifyCertificate.checking|xstate.error.actor.verifyCertificate|1':
      'the page sends only codes that match the server’s own pattern: the server never refuses one as malformed',
  },
};
