import { Trans } from '@lingui/react/macro';

import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

/** The ten recovery codes, shown this once. */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <section className="page__section" aria-labelledby="otp-recovery">
      <h2 id="otp-recovery">
        <Trans>Your recovery codes</Trans>
      </h2>
      <Alert tone="info">
        <Trans>
          Save these codes somewhere safe (print them or keep them in a password manager). Each one signs you in once if
          you lose your phone. They are shown only now.
        </Trans>
      </Alert>
      <ul className="otp-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onSaved}>
        <Trans>I have saved my recovery codes</Trans>
      </Button>
    </section>
  );
}
