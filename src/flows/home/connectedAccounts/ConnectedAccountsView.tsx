import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { SettingsPage } from '../accountSettings/SettingsPage';
import { ConnectedAccountsContext } from './ConnectedAccountsContext';
import { ProviderCard } from './ProviderCard';
import { providerNames } from './providerNames';
import { useConnectedAccountsEvents } from './useConnectedAccountsEvents';

import './connectedAccounts.css';

/** /home/integration: the sign-in accounts connected to the student's account (02 §2 integration). */
export function ConnectedAccountsView() {
  const { t } = useLingui();
  const loading = ConnectedAccountsContext.useSelector((s) => s.matches('loading'));
  const loadFailed = ConnectedAccountsContext.useSelector((s) => s.matches('loadFailed'));
  const accounts = ConnectedAccountsContext.useSelector((s) => s.context.accounts);
  const working = ConnectedAccountsContext.useSelector((s) => s.matches('connecting') || s.matches('disconnecting'));
  const target = ConnectedAccountsContext.useSelector((s) => s.context.target);
  const connected = ConnectedAccountsContext.useSelector((s) => s.matches({ ready: 'connected' }));
  const disconnected = ConnectedAccountsContext.useSelector((s) => s.matches({ ready: 'disconnected' }));
  const failure = ConnectedAccountsContext.useSelector((s) =>
    s.matches('loadFailed') || s.matches({ ready: 'browsing' }) ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useConnectedAccountsEvents();
  const provider = target ? providerNames[target] : '';
  return (
    <SettingsPage title={<Trans>Connected accounts</Trans>}>
      <p>
        <Trans>
          Connect a Google or Microsoft account to sign in with it. You can always sign in with your e-mail and password
          too.
        </Trans>
      </p>
      {loading ? <Loader label={t`Loading your connected accounts…`} /> : null}
      {loadFailed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {!loadFailed && failure ? <Alert tone="error">{failureText}</Alert> : null}
      {connected ? <Alert tone="success">{t`Your ${provider} account is connected.`}</Alert> : null}
      {disconnected ? <Alert tone="success">{t`Your ${provider} account is disconnected.`}</Alert> : null}
      {loading || loadFailed ? null : (
        <ul className="provider-cards">
          {accounts.map((account) => (
            <ProviderCard
              key={account.provider}
              account={account}
              locked={working}
              busy={working && target === account.provider}
              onConnect={events.connect}
              onDisconnect={events.disconnect}
            />
          ))}
        </ul>
      )}
    </SettingsPage>
  );
}
