import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { passwordLimits } from '@contracts/auth';
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
  const { register, handleSubmit, formState } = useForm<FormValues>({
    schema,
    mode: 'onSubmit',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.newPassword))}>
      <PasswordField
        label={t`New Password*`}
        autoComplete="new-password"
        maxLength={passwordLimits.max}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t`Confirm Password*`}
        autoComplete="new-password"
        maxLength={passwordLimits.max}
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Submit</Trans>
      </Button>
    </form>
  );
}
