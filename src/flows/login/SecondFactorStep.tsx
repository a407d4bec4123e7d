import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { appCodeOf, recoveryCodeOf } from '@shared/twoFactor/authenticatorCode';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { type TwoFactorSignInRef, useSecondFactorEvents } from './useSecondFactorEvents';

/** Issue 15: the code step of a sign-in with two-factor on (the app's six digits, or a recovery code). */
export function SecondFactorStep({ actor }: { actor: TwoFactorSignInRef }) {
  const { t } = useLingui();
  const recovery = useSelector(actor, (s) => s.matches({ entering: 'recoveryCode' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const events = useSecondFactorEvents(actor);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const code = recovery ? recoveryCodeOf(typed) : appCodeOf(typed);
    setInvalid(!code);
    if (code) events.submitCode(code);
  };
  const switchTo = (next: () => void) => () => {
    setTyped('');
    setInvalid(false);
    next();
  };

  return (
    <form noValidate onSubmit={send}>
      <h2>
        <Trans>Two-step verification</Trans>
      </h2>
      {failure ? <Alert tone="error">{failureText}</Alert> : null}
      <p>
        {recovery ? (
          <Trans>Enter one of the recovery codes you saved when you turned on two-step verification.</Trans>
        ) : (
          <Trans>Enter the 6-digit code your authenticator app shows for this account.</Trans>
        )}
      </p>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t`Recovery code` : t`Authentication code`}
        value={typed}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        maxLength={20}
        error={
          invalid
            ? recovery
              ? t`Enter a recovery code like k7m2q-9xw4d`
              : t`Enter the 6 digits of the code`
            : undefined
        }
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" busy={busy}>
        <Trans>Verify</Trans>
      </Button>
      <p>
        {recovery ? (
          <Button variant="link" onClick={switchTo(events.useAppCode)} disabled={busy}>
            <Trans>Use the code from your app</Trans>
          </Button>
        ) : (
          <Button variant="link" onClick={switchTo(events.useRecoveryCode)} disabled={busy}>
            <Trans>Lost your phone? Use a recovery code</Trans>
          </Button>
        )}
      </p>
      <p>
        <Button variant="link" onClick={events.restart} disabled={busy}>
          <Trans>Back to sign in</Trans>
        </Button>
      </p>
    </form>
  );
}
