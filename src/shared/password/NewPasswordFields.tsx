import { passwordLimits } from '@contracts/authLimits';
import type { FieldProps } from '@shared/forms/types';
import { PasswordField } from '@shared/ui/PasswordField';

/** The new password and its confirmation, labelled by the form using them (its words, its catalog part). */
export function NewPasswordFields({
  labels,
  newPassword,
  confirmPassword,
}: {
  labels: { newPassword: string; confirmPassword: string };
  newPassword: FieldProps & { error?: string };
  confirmPassword: FieldProps & { error?: string };
}) {
  return (
    <>
      <PasswordField
        label={labels.newPassword}
        autoComplete="new-password"
        maxLength={passwordLimits.max}
        {...newPassword}
      />
      <PasswordField
        label={labels.confirmPassword}
        autoComplete="new-password"
        maxLength={passwordLimits.max}
        {...confirmPassword}
      />
    </>
  );
}
