import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { AccountDetails } from './AccountDetails';
import { AccountSettingsContext } from './AccountSettingsContext';
import { InterfaceLanguage } from './InterfaceLanguage';
import { useAccountSettingsEvents } from './useAccountSettingsEvents';

/** /home/settings: account details, purchase status and the interface language. */
export function SettingsView() {
  const { t } = useLingui();
  const loading = AccountSettingsContext.useSelector((s) => s.matches('loading'));
  const student = AccountSettingsContext.useSelector((s) => (s.matches('failed') ? undefined : s.context.student));
  const purchasePending = AccountSettingsContext.useSelector((s) => s.matches('purchasePending'));
  const failure = AccountSettingsContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { retry } = useAccountSettingsEvents();

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
      <section className="page__section" aria-labelledby="settings-security">
        <h2 id="settings-security">
          <Trans>Security</Trans>
        </h2>
        <p>
          <Link to={routes.changePassword}>
            <Trans>Change password</Trans>
          </Link>
        </p>
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
