import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';

import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { codeFormSchema, type CodeFormValues, codeOf } from './codeForm';

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
  const { i18n } = useLingui();
  const schema = useMemo(() => codeFormSchema(i18n, acceptsRecoveryCode), [i18n, acceptsRecoveryCode]);
  const { field, handleSubmit } = useForm<CodeFormValues>({ schema, defaultValues: { code: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(codeOf(values.code, acceptsRecoveryCode) ?? values.code))}
      className="code-form"
    >
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
        maxLength={20}
        {...field('code')}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
