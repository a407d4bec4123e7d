import { useLingui } from '@lingui/react/macro';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';

import { TextField } from './TextField';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A password input with a show/hide toggle (01 §2 reset password). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const action = visible ? t`Hide password` : t`Show password`;
  // Two password fields on one page need distinct toggle names; the visible text starts the name.
  const fieldName = typeof props.label === 'string' ? props.label.replace(/\*$/, '') : undefined;
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      adornment={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={fieldName ? `${action} (${fieldName})` : undefined}
          onClick={() => setVisible((v) => !v)}
        >
          {action}
        </button>
      }
    />
  );
});
