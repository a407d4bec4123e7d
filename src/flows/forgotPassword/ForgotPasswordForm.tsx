import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { forgotPasswordLimits } from '@contracts/authLimits';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { type ForgotPasswordForm as FormValues, forgotPasswordFormSchema } from './forgotPasswordForm';

interface ForgotPasswordFormProps {
  busy: boolean;
  onSubmit: (emailId: string) => void;
}

export function ForgotPasswordForm({ busy, onSubmit }: ForgotPasswordFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => forgotPasswordFormSchema(i18n), [i18n]);
  const { field, handleSubmit } = useForm<FormValues>({ schema, defaultValues: { emailId: '' } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.emailId))}>
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        maxLength={forgotPasswordLimits.emailMaxLength}
        {...field('emailId')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Send reset link</Trans>
      </Button>
    </form>
  );
}
