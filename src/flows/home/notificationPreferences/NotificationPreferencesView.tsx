import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';

import { notificationPreferencesFailureCodes } from '@contracts/notificationPreferences';
import * as routes from '@contracts/pages';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { PreferencesForm } from './PreferencesForm';
import { type NotificationPreferencesRef, useNotificationPreferencesEvents } from './useNotificationPreferencesEvents';

/** The settings page's choices (its machine's child actor): loading, the form, a refused save, saved. */
export function NotificationPreferencesView({ actor }: { actor: NotificationPreferencesRef }) {
  const { t } = useLingui();
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const saved = useSelector(actor, (s) =>
    s.matches('loading') || s.matches('loadFailed') ? undefined : s.context.saved,
  );
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const done = useSelector(actor, (s) => s.matches('saved'));
  const failure = useSelector(actor, (s) =>
    s.matches('loadFailed') || s.matches('editing') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useNotificationPreferencesEvents(actor);
  const needsMobile = failure?.code === notificationPreferencesFailureCodes.mobileNumberRequired;

  if (loading) return <Loader label={t`Loading your choices…`} />;
  if (loadFailed) return <RetryPanel message={failureText} onRetry={events.retry} />;
  if (!saved) return null;
  return (
    <>
      {failure ? (
        <Alert tone="error">
          {failureText}
          {needsMobile ? (
            <>
              {' '}
              <Link to={routes.profile}>
                <Trans>Go to your profile</Trans>
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success">
          <Trans>Your choices were saved.</Trans>
        </Alert>
      ) : null}
      {/* A new answer starts the form from the server's values (what it saved, or a choice it refused). */}
      <PreferencesForm
        key={JSON.stringify(saved)}
        saved={saved}
        busy={busy}
        onSave={events.save}
        onChange={events.change}
      />
    </>
  );
}
