import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isMachineSnapshot } from 'xstate';

import * as routes from '@contracts/pages';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { NotificationPreferencesView } from '../notificationPreferences/NotificationPreferencesView';
import { AccountDetails } from './AccountDetails';
import { AccountSettingsContext } from './AccountSettingsContext';
import { InterfaceLanguage } from './InterfaceLanguage';
import { useAccountSettingsEvents } from './useAccountSettingsEvents';

import './accountSettings.css';

/**
 * /home/settings: account details, purchase status, the notification choices and inactivity warning, the security
 * pages and the interface language.
 */
export function AccountSettingsView() {
  const { t } = useLingui();
  const loading = AccountSettingsContext.useSelector((s) => s.matches('loading'));
  const student = AccountSettingsContext.useSelector((s) => (s.matches('failed') ? undefined : s.context.student));
  const purchasePending = AccountSettingsContext.useSelector((s) => s.matches('purchasePending'));
  const failure = AccountSettingsContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { retry } = useAccountSettingsEvents();
  // The choices are the page machine's child (path tests may stand a plain actor in for it).
  const preferences = AccountSettingsContext.useSelector((s) => {
    const child = s.children.notificationPreferences;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });

  return (
    <main className="page">
      <h1>
        <Trans>Settings</Trans>
      </h1>
      {purchasePending ? (
        <div className="notice">
          <Alert tone="info">
            <Trans>Your course purchase is not complete yet. Complete the payment to start your course.</Trans>
          </Alert>
          <Link to="/home/cart-summary" className="button button--primary">
            <Trans>Complete your purchase</Trans>
          </Link>
        </div>
      ) : null}
      <section className="page__section" aria-labelledby="settings-account">
        <h2 id="settings-account">
          <Trans>Account</Trans>
        </h2>
        {loading ? <Loader label={t`Loading your account…`} /> : null}
        {failure ? <RetryPanel message={failureText} onRetry={retry} /> : null}
        {!loading && student ? <AccountDetails student={student} /> : null}
      </section>
      <section className="page__section" aria-labelledby="settings-preferences">
        <h2 id="settings-preferences">
          <Trans>Notifications and inactivity warning</Trans>
        </h2>
        {preferences ? <NotificationPreferencesView actor={preferences} /> : null}
      </section>
      <section className="page__section" aria-labelledby="settings-security">
        <h2 id="settings-security">
          <Trans>Security</Trans>
        </h2>
        <ul className="settings-links">
          <li>
            <Link to={routes.changePassword}>
              <Trans>Change password</Trans>
            </Link>
          </li>
          <li>
            <Link to={routes.otpConfiguration}>
              <Trans>Two-factor sign-in</Trans>
            </Link>
          </li>
          <li>
            <Link to={routes.integration}>
              <Trans>Connected accounts (Google, Microsoft)</Trans>
            </Link>
          </li>
        </ul>
      </section>
      <section className="page__section" aria-labelledby="settings-language">
        <h2 id="settings-language">
          <Trans>Language</Trans>
        </h2>
        <InterfaceLanguage />
      </section>
    </main>
  );
}
