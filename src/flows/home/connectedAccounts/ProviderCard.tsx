import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { ConnectedAccount, SocialProvider } from '@machines/connectedAccounts';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { Button } from '@shared/ui/Button';

import { providerNames } from './providerNames';

interface ProviderCardProps {
  account: ConnectedAccount;
  /** Another connect or disconnect is under way: no button can be pressed. */
  locked: boolean;
  /** This provider's connect or disconnect is under way. */
  busy: boolean;
  onConnect: (provider: SocialProvider) => void;
  onDisconnect: (provider: SocialProvider) => void;
}

const dateOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );

/**
 * One provider: connected (its e-mail and date, Disconnect), not connected (Connect), or not configured on this
 * server: then Connect is disabled and the card says why, rather than offering a button that can only fail.
 */
export function ProviderCard({ account, locked, busy, onConnect, onDisconnect }: ProviderCardProps) {
  const { t, i18n } = useLingui();
  const stateId = useId();
  const provider = providerNames[account.provider];
  const email = account.email ?? '';
  const since = account.connectedAt ? dateOf(i18n.locale, account.connectedAt) : '';
  return (
    <li className="provider-card">
      <h2 className="provider-card__name">{provider}</h2>
      <div id={stateId} className="provider-card__state">
        {account.connected ? (
          <p>
            <span className="status-badge status-badge--completed">
              <Trans>Connected</Trans>
            </span>{' '}
            <Trans>
              as <strong className="provider-card__email">{email}</strong> since {since}
            </Trans>
          </p>
        ) : (
          <p>
            <span className="status-badge status-badge--paymentpending">
              <Trans>Not connected</Trans>
            </span>
          </p>
        )}
        {account.configured ? null : (
          <p className="provider-card__note">{t`Sign-in with ${provider} is not configured on this server.`}</p>
        )}
      </div>
      {account.connected ? (
        <Button
          variant="secondary"
          busy={busy}
          disabled={locked}
          aria-describedby={stateId}
          onClick={() => onDisconnect(account.provider)}
        >
          {t`Disconnect ${provider}`}
        </Button>
      ) : (
        <Button
          busy={busy}
          disabled={locked || !account.configured}
          aria-describedby={stateId}
          onClick={() => onConnect(account.provider)}
        >
          {t`Connect ${provider}`}
        </Button>
      )}
    </li>
  );
}
