import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';

import { EntryLinkContext } from './EntryLinkContext';
import { useEntryLinkEvents } from './useEntryLinkEvents';

interface EntryLinkViewProps {
  /** The start page, shown when the address carries no entry link. */
  landing: ReactNode;
}

/** The start page's entry-link step: a loader while a link is acted on, its refusal, or the landing page. */
export function EntryLinkView({ landing }: EntryLinkViewProps) {
  const absent = EntryLinkContext.useSelector((s) => s.matches('absent'));
  const refused = EntryLinkContext.useSelector((s) => s.matches('refused'));
  const failure = EntryLinkContext.useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const { retryVerification } = useEntryLinkEvents();
  const { t } = useLingui();

  if (absent) return <>{landing}</>;
  if (refused)
    return (
      <main className="auth-card">
        <h1>
          <Trans>We could not open this link</Trans>
        </h1>
        <Alert tone="error">{failureText}</Alert>
        <Button onClick={retryVerification}>
          <Trans>Try again</Trans>
        </Button>
        <p>
          <Link to="/login">
            <Trans>Go to sign in</Trans>
          </Link>
        </p>
      </main>
    );
  return (
    <main className="auth-card">
      <Loader label={t`Opening your link…`} />
    </main>
  );
}
