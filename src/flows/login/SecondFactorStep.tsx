import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';

import { useForm } from '@shared/forms/useForm';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { secondFactorCodeOf, secondFactorFormSchema, type SecondFactorFormValues } from './secondFactorForm';
import { type TwoFactorSignInRef, useSecondFactorEvents } from './useSecondFactorEvents';

/** The code step of a sign-in with two-factor on (the app's six digits, or a recovery code). */
export function SecondFactorStep({ actor }: { actor: TwoFactorSignInRef }) {
  const { t, i18n } = useLingui();
  const recovery = useSelector(actor, (s) => s.matches({ entering: 'recoveryCode' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const events = useSecondFactorEvents(actor);
  const schema = useMemo(() => secondFactorFormSchema(i18n, recovery), [i18n, recovery]);
  const { field, handleSubmit, reset } = useForm<SecondFactorFormValues>({ schema, defaultValues: { code: '' } });

  const send = handleSubmit((values) => events.submitCode(secondFactorCodeOf(values.code, recovery) ?? values.code));
  // The other kind of code starts from an empty field without the last message.
  const switchTo = (next: () => void) => () => {
    reset();
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
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        maxLength={20}
        {...field('code')}
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
