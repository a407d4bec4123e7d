import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

import { ForgotPasswordContext } from './ForgotPasswordContext';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useForgotPasswordEvents } from './useForgotPasswordEvents';

export function ForgotPasswordView() {
  const sent = ForgotPasswordContext.useSelector((s) => s.matches('sent') || s.matches('returned'));
  const busy = ForgotPasswordContext.useSelector((s) => s.matches('requesting'));
  const failure = ForgotPasswordContext.useSelector((s) => (s.matches('editing') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { submitEmail } = useForgotPasswordEvents();

  return (
    <main className="auth-card">
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      {sent ? (
        <Alert tone="success">
          <Trans>If an account exists for this e-mail, we have sent a link to reset your password.</Trans>
        </Alert>
      ) : (
        <>
          <p>
            <Trans>Enter your registered e-mail address and we will send you a link to reset your password.</Trans>
          </p>
          {failure ? <Alert tone="error">{failureText}</Alert> : null}
          <ForgotPasswordForm busy={busy} onSubmit={submitEmail} />
        </>
      )}
      <p>
        <Link to="/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </main>
  );
}
