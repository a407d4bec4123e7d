import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { passwordLimits } from '@contracts/authLimits';
import type { ChangePasswordRequest } from '@machines/changePassword';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { PasswordField } from '@shared/ui/PasswordField';

import { type ChangePasswordForm as FormValues, changePasswordFormSchema } from './changePasswordForm';

interface ChangePasswordFormProps {
  busy: boolean;
  onSubmit: (request: ChangePasswordRequest) => void;
}

export function ChangePasswordForm({ busy, onSubmit }: ChangePasswordFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => changePasswordFormSchema(i18n), [i18n]);
  const { field, handleSubmit } = useForm<FormValues>({
    schema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
      )}
    >
      <PasswordField label={t`Current Password*`} autoComplete="current-password" {...field('currentPassword')} />
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
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
