import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { useForm } from '@shared/forms/useForm';
import { NewPasswordFields } from '@shared/password/NewPasswordFields';
import { Button } from '@shared/ui/Button';

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
      <NewPasswordFields
        labels={{ newPassword: t`New Password*`, confirmPassword: t`Confirm Password*` }}
        newPassword={field('newPassword')}
        confirmPassword={field('confirmPassword')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Submit</Trans>
      </Button>
    </form>
  );
}
