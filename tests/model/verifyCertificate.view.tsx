import { expect } from 'vitest';

import type { verifyCertificateMachine } from '@machines/verifyCertificate';
import { VerifyCertificateContext } from '@flows/verifyCertificate/VerifyCertificateContext';
import { VerifyCertificateView } from '@flows/verifyCertificate/VerifyCertificateView';

import { clickButton, type FlowViewDriver, genericError, renderInFlow, retype } from './harness/view';

const field = 'Verification code';
const malformedHint = 'Enter the 16-character code printed on the certificate, e.g. K7QM-3XPA-9D2T-WB6H.';
const detailTerms = ['Student', 'Course', 'State', 'Completed on', 'Certificate number'];
const statusTexts = {
  verified: 'Valid certificate',
  revoked: 'This certificate has been revoked',
  notFound: 'No certificate has this code. Check the code and try again.',
  // The server's wait in minutes, worded by the app (src/shared/i18n/failureMessages.ts).
  tooManyTries: 'Too many unknown codes were tried. Please try again in 10 minutes.',
  failed: genericError,
} as const;
const results = Object.keys(statusTexts) as Array<keyof typeof statusTexts>;

export const verifyCertificateView: FlowViewDriver<typeof verifyCertificateMachine> = {
  render: renderInFlow('/verify-certificate', VerifyCertificateContext, <VerifyCertificateView />),
  perform: {
    'code.change': (event, tools) => retype(tools, field, String(event.typed)),
    'code.submit': clickButton('Verify'),
    'check.retry': clickButton('Try again'),
    'search.restart': clickButton('Check another code'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    const result = results.find((state) => s.matches(state));

    if (result === undefined) {
      const input = screen.getByLabelText(field);
      expect(input).toHaveValue(s.context.code);
      expect(screen.queryByRole('button', { name: 'Check another code' })).toBeNull();
      if (s.matches({ idle: 'malformed' })) {
        // The field says how a code looks, is marked invalid and has the cursor; nothing was sent.
        expect(screen.getByRole('alert')).toHaveTextContent(malformedHint);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveFocus();
      } else {
        expect(screen.queryByRole('alert')).toBeNull();
        expect(input).not.toHaveAttribute('aria-invalid');
      }
      if (s.matches('checking')) {
        expect(screen.getByRole('status')).toHaveTextContent('Checking the code…');
        expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
      } else {
        expect(screen.queryByRole('status')).toBeNull();
        expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
      }
      return;
    }

    // A result replaces the form, is announced (status when valid, alert otherwise) and takes the focus.
    expect(screen.queryByLabelText(field)).toBeNull();
    const panel = screen.getByRole(result === 'verified' ? 'status' : 'alert');
    expect(panel).toHaveTextContent(statusTexts[result]);
    expect(panel).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Check another code' })).toBeEnabled();
    if (result === 'failed') expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    else expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    const certificate = s.context.certificate;
    if (result === 'verified' || result === 'revoked') {
      if (!certificate) throw new Error(`${result} without a certificate`);
      // Whose, which course and state, when (written out for the language), its number: nothing else.
      for (const term of detailTerms) expect(panel).toHaveTextContent(term);
      expect(panel).toHaveTextContent(certificate.studentName);
      expect(panel).toHaveTextContent(certificate.courseName);
      expect(panel).toHaveTextContent(certificate.stateName);
      expect(panel).toHaveTextContent('March 14, 2026');
      expect(panel).toHaveTextContent(certificate.certificateNumber);
      expect(panel.querySelectorAll('dt')).toHaveLength(detailTerms.length);
    } else {
      expect(panel.querySelector('dl')).toBeNull();
    }
  },
};
