import { Trans, useLingui } from '@lingui/react/macro';

import type { TwoFactorStatus } from '@machines/otpConfiguration';
import { intlLocale, isLocale } from '@shared/i18n/locales';

import { CodeForm } from './CodeForm';

interface EnabledPanelProps {
  status: TwoFactorStatus;
  busy: boolean;
  onDisable: (code: string) => void;
  onRenew: (code: string) => void;
}

/** The day it was turned on, in the student's language. */
const formatDay = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );

/** On: since when, the recovery codes left; turning it off and new recovery codes, each with a current code. */
export function EnabledPanel({ status, busy, onDisable, onRenew }: EnabledPanelProps) {
  const { t, i18n } = useLingui();
  const since = status.enabledAt ? formatDay(i18n.locale, status.enabledAt) : '';
  const left = status.recoveryCodesLeft;
  return (
    <>
      <p className="otp-status">
        <Trans>
          Two-step verification is on since {since}. Recovery codes left: {left}.
        </Trans>
      </p>
      <section className="page__section" aria-labelledby="otp-renew">
        <h2 id="otp-renew">
          <Trans>New recovery codes</Trans>
        </h2>
        <p>
          <Trans>Get ten new codes when yours run low or may have been seen. The old ones stop working.</Trans>
        </p>
        <CodeForm
          label={t`Code from your app`}
          submitLabel={<Trans>Get new recovery codes</Trans>}
          busy={busy}
          onSubmit={onRenew}
        />
      </section>
      <section className="page__section" aria-labelledby="otp-off">
        <h2 id="otp-off">
          <Trans>Turn off</Trans>
        </h2>
        <p>
          <Trans>Signing in will ask for your password only.</Trans>
        </p>
        <CodeForm
          label={t`Code from your app or a recovery code`}
          submitLabel={<Trans>Turn off two-step verification</Trans>}
          busy={busy}
          acceptsRecoveryCode
          onSubmit={onDisable}
        />
      </section>
    </>
  );
}
