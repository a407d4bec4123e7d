import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { passwordLimits } from '@contracts/authLimits';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { PasswordField } from '@shared/ui/PasswordField';

import { type ResetPasswordForm as FormValues, resetPasswordFormSchema } from './resetPasswordForm';

interface ResetPasswordFormProps {
  busy: boolean;
  onSubmit: (password: string) => void;
}

export function ResetPasswordForm({ busy, onSubmit }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => resetPasswordFormSchema(i18n), [i18n]);
  const { field, handleSubmit } = useForm<FormValues>({
    schema,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.newPassword))}>
      <PasswordField
        label={t`New Password*`}
        autoComplete="new-password"
        maxLength={passwordLimits.max}
        {...field('newPassword')}
      />
      <PasswordField
        label={t`Confirm Password*`}
        autoComplete="new-password"
        maxLength={passwordLimits.max}
        {...field('confirmPassword')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Submit</Trans>
      </Button>
    </form>
  );
}
