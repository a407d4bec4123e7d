import { failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';
import { verifyCertificateMachine } from '@machines/verifyCertificate';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';

/** A code as printed on a certificate (contracts/certificates.ts: 16 characters of Crockford's base 32). */
export const printedCode = 'K7QM-3XPA-9D2T-W0H1';
/** The same code as a clerk might type it: lower case, spaces, the letter o for the digit 0 and l for 1. */
export const typedCode = 'k7qm 3xpa 9d2t wohl';
/** A code cut short: no request is made for it. */
export const shortCode = 'K7QM-3XPA';

/** A valid certificate as the check answers it (a Cyrillic name: the page shows names in any script). */
export const validCertificate = {
  found: true,
  valid: true,
  studentName: 'Иван Петров',
  courseName: 'California 8-Hour Traffic School',
  stateName: 'California',
  completedOn: '2026-03-14',
  certificateNumber: 'TS-611-000123',
} as const;
export const revokedCertificate = { ...validCertificate, valid: false } as const;
export const unknownCode = { found: false } as const;

export const verificationFailures = {
  // The reference server's sentence (server/auth/throttle.ts limitMessages.certificateLookup).
  tooManyTries: refusal(
    429,
    failureCodes.rateLimited,
    'Too many unknown codes were tried. Please try again in 10 minutes.',
    {
      retryAfterMinutes: 10,
      limit: attemptLimitNames.certificateLookup,
    },
  ),
  malformed: refusal(400, 'VALIDATION', 'code: Invalid string: must match pattern'),
  serverError: refusal(500, 'SERVER_ERROR', 'Oops. Something went wrong. Please try again later.'),
  network: networkFailure,
} as const;

const resultStates = ['verified', 'revoked', 'notFound', 'tooManyTries', 'failed'] as const;

export const verifyCertificateModel: FlowModel<typeof verifyCertificateMachine> = {
  id: 'verifyCertificate',
  title:
    'Certificate check: a verification code, typed or from the QR code’s link, says whose certificate it is (docs/decisions.md, Quizzes, the final exam and certificates)',
  machine: verifyCertificateMachine,
  input: { code: '' },
  inputs: [
    { name: 'QR code link', input: { code: typedCode } },
    { name: 'link with a broken code', input: { code: shortCode } },
  ],
  events: (s) => [
    ...(s.matches('idle')
      ? [{ type: 'code.change', typed: typedCode }, { type: 'code.change', typed: shortCode }, { type: 'code.submit' }]
      : []),
    ...outcomesOf(s, 'verifyCertificate', {
      answers: [validCertificate, revokedCertificate, unknownCode],
      failures: Object.values(verificationFailures),
    }),
    ...(s.matches('failed') ? [{ type: 'check.retry' }] : []),
    ...(resultStates.some((state) => s.matches(state)) ? [{ type: 'search.restart' }] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    if (e.type === 'code.change') return `the visitor types '${String(e.typed)}' into the code field`;
    if (e.type === 'code.submit') return 'the visitor clicks Verify';
    if (e.type === 'check.retry') return 'the visitor clicks Try again';
    if (e.type === 'search.restart') return 'the visitor clicks Check another code';
    return undefined;
  },
  // The check neither stores nor navigates: no side effects anywhere.
  sideEffects: {},
};
