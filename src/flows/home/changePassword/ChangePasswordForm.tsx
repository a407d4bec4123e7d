import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import type { ChangePasswordRequest } from '@machines/changePassword';
import { useForm } from '@shared/forms/useForm';
import { NewPasswordFields } from '@shared/password/NewPasswordFields';
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
      <NewPasswordFields
        labels={{ newPassword: t`New Password*`, confirmPassword: t`Confirm Password*` }}
        newPassword={field('newPassword')}
        confirmPassword={field('confirmPassword')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
