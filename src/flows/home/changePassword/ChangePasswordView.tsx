import { Trans } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

import { SettingsPage } from '../accountSettings/SettingsPage';
import { ChangePasswordContext } from './ChangePasswordContext';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useChangePasswordEvents } from './useChangePasswordEvents';

/** /home/change-password: the form, or the change done. */
export function ChangePasswordView() {
  const changed = ChangePasswordContext.useSelector((s) => s.matches('changed'));
  const busy = ChangePasswordContext.useSelector((s) => s.matches('changing'));
  const failure = ChangePasswordContext.useSelector((s) => (s.matches('editing') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { submit } = useChangePasswordEvents();
  return (
    <SettingsPage title={<Trans>Change password</Trans>}>
      {changed ? (
        <Alert tone="success">
          <Trans>
            Your password has been changed. Every other device was signed out, and we sent you an e-mail about the
            change.
          </Trans>
        </Alert>
      ) : (
        <>
          <p>
            <Trans>Enter your current password, then your new one (6 to 30 characters) twice.</Trans>
          </p>
          {failure ? <Alert tone="error">{failureText}</Alert> : null}
          <ChangePasswordForm busy={busy} onSubmit={submit} />
        </>
      )}
    </SettingsPage>
  );
}
