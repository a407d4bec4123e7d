import { assign, setup } from 'xstate';

import {
  type CertificateVerification,
  normaliseVerificationCode,
  verificationCodePattern,
} from '@contracts/certificates';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  VerifyCertificateContext,
  VerifyCertificateEvent,
  VerifyCertificateInput,
  VerifyCertificateQuery,
} from './verifyCertificate.types';

const outputParams = ({ event }: { event: { output: CertificateVerification } }) => event.output;

/**
 * The public /verify-certificate: anyone enters a certificate's verification code (or opens the QR code's
 * link with `?code=`) and learns whose certificate it is, for which course, when, and whether it stands.
 */
export const verifyCertificateMachine = setup({
  types: {
    context: {} as VerifyCertificateContext,
    events: {} as VerifyCertificateEvent,
    input: {} as VerifyCertificateInput,
  },
  actors: {
    verifyCertificate: provided<CertificateVerification, VerifyCertificateQuery>('verifyCertificate'),
  },
  actions: {
    keepTypedCode: assign((_, typed: string) => ({ code: normaliseVerificationCode(typed) })),
    keepCertificate: assign((_, answer: CertificateVerification) => ({
      certificate: answer.found ? answer : undefined,
    })),
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** After a certificate was shown the next search starts from an empty field. */
    forgetSearch: assign({ code: '', certificate: undefined, failure: undefined }),
  },
  guards: {
    codeWellFormed: ({ context }) => verificationCodePattern.test(context.code),
    typedCodeWellFormed: (_, typed: string) => verificationCodePattern.test(normaliseVerificationCode(typed)),
    addressHadCode: ({ context }) => context.code !== '',
    certificateValid: (_, answer: CertificateVerification) => answer.found && answer.valid,
    certificateFound: (_, answer: CertificateVerification) => answer.found,
    /** HTTP 429: the server's limit on codes tried from one address. */
    rateLimited: (_, failure: Failure) => failure.httpStatus === 429,
    /** The server's 400: it read the code as malformed, whatever the page thought. */
    codeRefused: (_, failure: Failure) => failure.httpStatus === 400,
  },
}).createMachine({
  id: 'verifyCertificate',
  context: ({ input }) => ({ code: normaliseVerificationCode(input.code) }),
  initial: 'opening',
  states: {
    opening: {
      description: 'A code in the address (the QR code’s link) is checked at once; a malformed one waits in the field.',
      always: [
        { guard: 'codeWellFormed', target: 'checking' },
        { guard: 'addressHadCode', target: 'idle.malformed' },
        { target: 'idle' },
      ],
    },
    idle: {
      description: 'The code field and Verify.',
      initial: 'editing',
      states: {
        editing: {},
        malformed: {
          description: 'The field says how a code looks; no request is made. It clears once the code is whole.',
          on: {
            'code.change': [
              {
                guard: { type: 'typedCodeWellFormed', params: ({ event }) => event.typed },
                target: 'editing',
                actions: { type: 'keepTypedCode', params: ({ event }) => event.typed },
              },
              { actions: { type: 'keepTypedCode', params: ({ event }) => event.typed } },
            ],
          },
        },
      },
      on: {
        'code.change': {
          description: 'Normalised as typed: upper case, O read as 0, I and L as 1, dashes between groups of four.',
          actions: { type: 'keepTypedCode', params: ({ event }) => event.typed },
        },
        'code.submit': [{ guard: 'codeWellFormed', target: 'checking' }, { target: '.malformed' }],
      },
    },
    checking: {
      entry: assign({ certificate: undefined, failure: undefined }),
      invoke: {
        id: 'verifyCertificate',
        src: 'verifyCertificate',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'certificateValid', params: outputParams },
            target: 'verified',
            actions: { type: 'keepCertificate', params: outputParams },
          },
          {
            guard: { type: 'certificateFound', params: outputParams },
            target: 'revoked',
            actions: { type: 'keepCertificate', params: outputParams },
          },
          { target: 'notFound' },
        ],
        onError: [
          {
            guard: { type: 'rateLimited', params: failureParams },
            target: 'tooManyTries',
            description: 'HTTP 429: too many unknown codes were tried from this address; guessing is limited.',
            actions: { type: 'keepFailure', params: failureParams },
          },
          { guard: { type: 'codeRefused', params: failureParams }, target: 'idle.malformed' },
          { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
        ],
      },
    },
    verified: {
      description: 'Name, course, state, completion date and certificate number: a valid certificate.',
      on: { 'search.restart': { target: 'idle', actions: 'forgetSearch' } },
    },
    revoked: {
      description: 'The same details, and that the school has revoked the certificate.',
      on: { 'search.restart': { target: 'idle', actions: 'forgetSearch' } },
    },
    notFound: {
      description: 'No certificate has this code; nothing else is said. A new search keeps the code to correct.',
      on: { 'search.restart': { target: 'idle' } },
    },
    tooManyTries: {
      description: "The server's wait, in minutes; then search again (the code is kept).",
      on: { 'search.restart': { target: 'idle', actions: assign({ failure: undefined }) } },
    },
    failed: {
      description: 'No answer or a server error: try the same code again, or search again (the code is kept).',
      on: {
        'check.retry': { target: 'checking' },
        'search.restart': { target: 'idle', actions: assign({ failure: undefined }) },
      },
    },
  },
});
