import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { accountFailureCodes } from '@contracts/auth';
import { genericError } from '@shared/i18n/genericError';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

import { ResetPasswordContext } from './ResetPasswordContext';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useResetPasswordEvents } from './useResetPasswordEvents';

/** `firstPassword`: the link of an express sign-up, whose account has no password yet. */
export function ResetPasswordView({ firstPassword = false }: { firstPassword?: boolean }) {
  const editing = ResetPasswordContext.useSelector((s) => s.matches('editing') || s.matches('submitting'));
  const busy = ResetPasswordContext.useSelector((s) => s.matches('submitting'));
  const failed = ResetPasswordContext.useSelector((s) => s.matches('editing') && s.context.failure !== undefined);
  // A refused password is worded (it needs another password); any other failure is the spec's generic error (01 §8).
  const passwordRefused = ResetPasswordContext.useSelector((s) =>
    s.matches('editing') && s.context.failure?.code === accountFailureCodes.passwordTooCommon
      ? s.context.failure
      : undefined,
  );
  const rejectedFailure = ResetPasswordContext.useSelector((s) =>
    s.matches('linkRejected') ? s.context.failure : undefined,
  );
  const succeeded = ResetPasswordContext.useSelector((s) => s.matches('succeeded') || s.matches('returned'));
  const leaving = ResetPasswordContext.useSelector((s) => s.matches('checkingLink') || s.matches('leaving'));
  const rejectedText = useFailureMessage(rejectedFailure);
  const refusedText = useFailureMessage(passwordRefused);
  const { i18n } = useLingui();
  const { submitPassword } = useResetPasswordEvents();

  // A link without a token goes to /login at once: nothing to show meanwhile.
  if (leaving) return null;

  return (
    <main className="auth-card">
      <h1>{firstPassword ? <Trans>Choose your password</Trans> : <Trans>Reset your password</Trans>}</h1>
      {succeeded ? (
        <Alert tone="success">
          {firstPassword ? (
            <Trans>Your password is set. You can now sign in.</Trans>
          ) : (
            <Trans>Your password has been reset. You can now sign in.</Trans>
          )}
        </Alert>
      ) : null}
      {rejectedFailure ? (
        <>
          <Alert tone="error">{rejectedText}</Alert>
          <p>
            <Link to="/forgot-password">
              <Trans>Request a new reset link</Trans>
            </Link>
          </p>
        </>
      ) : null}
      {editing ? (
        <>
          {failed ? <Alert tone="error">{passwordRefused ? refusedText : i18n._(genericError)}</Alert> : null}
          <ResetPasswordForm busy={busy} onSubmit={submitPassword} />
        </>
      ) : null}
      <p>
        <Link to="/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </main>
  );
}
