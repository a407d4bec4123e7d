import { Trans, useLingui } from '@lingui/react/macro';

import type { TwoFactorSetup } from '@machines/otpConfiguration';
import { Button } from '@shared/ui/Button';

import { CodeForm } from './CodeForm';

/** The key in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface SetupPanelProps {
  setup: TwoFactorSetup;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** Turning it on: the QR code, the key to type, and a current code to prove the app has it. */
export function SetupPanel({ setup, busy, onConfirm, onCancel }: SetupPanelProps) {
  const { t } = useLingui();
  return (
    <section className="page__section" aria-labelledby="otp-setup">
      <h2 id="otp-setup">
        <Trans>Set up your authenticator app</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            Install an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or Authy.
          </Trans>
        </li>
        <li>
          <Trans>In the app, add an account and scan this QR code.</Trans>
          <img
            className="otp-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t`QR code for your authenticator app`}
            width={200}
            height={200}
          />
          <p>
            <Trans>Cannot scan it? Type this key instead:</Trans>{' '}
            <code data-testid="otp-secret">{grouped(setup.secret)}</code>
          </p>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app now shows.</Trans>
        </li>
      </ol>
      <CodeForm label={t`Authentication code`} submitLabel={<Trans>Turn on</Trans>} busy={busy} onSubmit={onConfirm}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </CodeForm>
    </section>
  );
}
