import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';

import { appCodeOf, recoveryCodeOf } from '@shared/twoFactor/authenticatorCode';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

interface CodeFormProps {
  label: string;
  submitLabel: ReactNode;
  busy: boolean;
  /** A recovery code is accepted too (turning it off with a lost phone). */
  acceptsRecoveryCode?: boolean;
  onSubmit: (code: string) => void;
  children?: ReactNode;
}

/** One code field and its button: the six digits of the app (or, where allowed, a recovery code). */
export function CodeForm({ label, submitLabel, busy, acceptsRecoveryCode = false, onSubmit, children }: CodeFormProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const code = appCodeOf(typed) ?? (acceptsRecoveryCode ? recoveryCodeOf(typed) : undefined);
    setInvalid(!code);
    if (code) onSubmit(code);
  };
  return (
    <form noValidate onSubmit={send} className="code-form">
      <TextField
        label={label}
        value={typed}
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
        maxLength={20}
        error={
          invalid
            ? acceptsRecoveryCode
              ? t`Enter the 6 digits of the code, or a recovery code`
              : t`Enter the 6 digits of the code`
            : undefined
        }
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
