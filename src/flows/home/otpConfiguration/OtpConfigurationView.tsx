import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { SettingsPage } from '../accountSettings/SettingsPage';
import { EnabledPanel } from './EnabledPanel';
import { OtpConfigurationContext } from './OtpConfigurationContext';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SetupPanel } from './SetupPanel';
import { useOtpConfigurationEvents } from './useOtpConfigurationEvents';

import './otpConfiguration.css';

/** /home/otp-configuration: two-step verification with an authenticator app. */
export function OtpConfigurationView() {
  const { t } = useLingui();
  const use = OtpConfigurationContext.useSelector;
  const loading = use((s) => s.matches('loading'));
  const loadFailed = use((s) => s.matches('loadFailed'));
  const off = use((s) => s.matches('off') || s.matches('startingSetup'));
  const setup = use((s) => (s.matches('confirming') || s.matches('enabling') ? s.context.setup : undefined));
  const recoveryCodes = use((s) => (s.matches('showingRecoveryCodes') ? s.context.recoveryCodes : undefined));
  const status = use((s) =>
    s.matches('on') || s.matches('disabling') || s.matches('renewing') ? s.context.status : undefined,
  );
  const busy = use((s) => s.hasTag('busy'));
  const failure = use((s) => (s.matches('loadFailed') ? undefined : s.context.failure));
  const loadFailure = use((s) => (s.matches('loadFailed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const loadFailureText = useFailureMessage(loadFailure);
  const events = useOtpConfigurationEvents();

  return (
    <SettingsPage title={<Trans>Two-step verification</Trans>}>
      {loading ? <Loader label={t`Loading your sign-in settings…`} /> : null}
      {loadFailed ? <RetryPanel message={loadFailureText} onRetry={events.retry} /> : null}
      {failure ? <Alert tone="error">{failureText}</Alert> : null}
      {off ? (
        <section className="page__section">
          <p>
            <Trans>
              Two-step verification is off. With it on, signing in asks for your password and then a code from an
              authenticator app on your phone, so nobody else can sign in with your password alone.
            </Trans>
          </p>
          <Button onClick={events.startSetup} busy={busy}>
            <Trans>Set up two-step verification</Trans>
          </Button>
        </section>
      ) : null}
      {setup ? <SetupPanel setup={setup} busy={busy} onConfirm={events.confirm} onCancel={events.cancelSetup} /> : null}
      {recoveryCodes ? <RecoveryCodesPanel codes={recoveryCodes} onSaved={events.recoveryCodesSaved} /> : null}
      {status ? (
        <EnabledPanel status={status} busy={busy} onDisable={events.disable} onRenew={events.renewRecoveryCodes} />
      ) : null}
    </SettingsPage>
  );
}
