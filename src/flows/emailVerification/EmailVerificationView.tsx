import { Trans } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

import { EmailVerificationContext } from './EmailVerificationContext';
import { useEmailVerificationEvents } from './useEmailVerificationEvents';
import { VerificationCodeForm } from './VerificationCodeForm';

/** The body of the verification dialog: what was sent, the last refusal, and the code form. */
export function EmailVerificationView() {
  const code = EmailVerificationContext.useSelector((s) => s.context.code);
  const canVerify = EmailVerificationContext.useSelector((s) => s.can({ type: 'code.submit' }));
  const verifying = EmailVerificationContext.useSelector((s) => s.matches('verifying') || s.matches('verified'));
  const resending = EmailVerificationContext.useSelector((s) => s.matches('resending'));
  const resent = EmailVerificationContext.useSelector((s) => s.matches({ entering: 'codeResent' }));
  const failure = EmailVerificationContext.useSelector((s) => (s.matches('entering') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { changeCode, submitCode, resendCode } = useEmailVerificationEvents();

  return (
    <>
      <p>
        <Trans>
          We have sent a 6-digit code to your e-mail address. Enter it below to verify your address. The code is valid
          for 15 minutes.
        </Trans>
      </p>
      {resent && !failure ? (
        <Alert tone="success">
          <Trans>We have sent a new code to your e-mail address.</Trans>
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failureText}</Alert> : null}
      <VerificationCodeForm
        code={code}
        canVerify={canVerify}
        verifying={verifying}
        resending={resending}
        onCodeChange={changeCode}
        onVerify={submitCode}
        onResend={resendCode}
      />
    </>
  );
}
