import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';

import { CertificateCodeForm } from './CertificateCodeForm';
import { CertificateDetails } from './CertificateDetails';
import { CheckResult } from './CheckResult';
import { useVerifyCertificateEvents } from './useVerifyCertificateEvents';
import { VerifyCertificateContext } from './VerifyCertificateContext';

import './verifyCertificate.css';

const resultStates = ['verified', 'revoked', 'notFound', 'tooManyTries', 'failed'] as const;

/** /verify-certificate: the code field, then whose certificate it is and whether it stands; nothing else. */
export function VerifyCertificateView() {
  const { t } = useLingui();
  const result = VerifyCertificateContext.useSelector((s) => resultStates.find((state) => s.matches(state)));
  const checking = VerifyCertificateContext.useSelector((s) => s.matches('checking'));
  const malformed = VerifyCertificateContext.useSelector((s) => s.matches({ idle: 'malformed' }));
  const code = VerifyCertificateContext.useSelector((s) => s.context.code);
  const certificate = VerifyCertificateContext.useSelector((s) => s.context.certificate);
  const failure = VerifyCertificateContext.useSelector((s) =>
    s.matches('failed') || s.matches('tooManyTries') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const { changeCode, verify, retry, searchAgain } = useVerifyCertificateEvents();
  // The form that comes back after a result takes the cursor; the page's first form does not.
  const resultShown = useRef(false);
  useEffect(() => {
    if (result) resultShown.current = true;
  }, [result]);

  return (
    <main className="auth-card certificate-check">
      <h1>
        <Trans>Verify a certificate</Trans>
      </h1>
      {result === undefined ? (
        <>
          <p>
            <Trans>Enter the verification code printed on the certificate, or scan its QR code.</Trans>
          </p>
          <CertificateCodeForm
            code={code}
            malformed={malformed}
            checking={checking}
            focusOnMount={resultShown.current}
            onCodeChange={changeCode}
            onVerify={verify}
          />
          {checking ? <Loader label={t`Checking the code…`} /> : null}
        </>
      ) : null}
      {(result === 'verified' || result === 'revoked') && certificate ? (
        <CheckResult tone={result === 'verified' ? 'valid' : 'invalid'} onSearchAgain={searchAgain}>
          <h2 className="certificate-check__status">
            {result === 'verified' ? (
              <Trans>Valid certificate</Trans>
            ) : (
              <Trans>This certificate has been revoked</Trans>
            )}
          </h2>
          <CertificateDetails certificate={certificate} />
        </CheckResult>
      ) : null}
      {result === 'notFound' ? (
        <CheckResult tone="invalid" onSearchAgain={searchAgain}>
          <p className="certificate-check__status">
            <Trans>No certificate has this code. Check the code and try again.</Trans>
          </p>
        </CheckResult>
      ) : null}
      {result === 'tooManyTries' ? (
        <CheckResult tone="problem" onSearchAgain={searchAgain}>
          {/* The server's sentence with its minutes, in the reader's language (failureMessages.ts). */}
          <p className="certificate-check__status">{failureText}</p>
        </CheckResult>
      ) : null}
      {result === 'failed' ? (
        <CheckResult
          tone="problem"
          onSearchAgain={searchAgain}
          actions={
            <Button onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <p className="certificate-check__status">{failureText}</p>
        </CheckResult>
      ) : null}
    </main>
  );
}
