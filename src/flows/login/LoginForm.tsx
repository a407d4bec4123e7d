import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { loginLimits } from '@contracts/authLimits';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { PasswordField } from '@shared/ui/PasswordField';
import { TextField } from '@shared/ui/TextField';

import { loginFormSchema, type LoginFormValues } from './loginForm';

interface LoginFormProps {
  busy: boolean;
  /** The server's e-mail message, shown under the e-mail field (01 §8). */
  serverEmailError?: string;
  onSubmit: (values: LoginFormValues) => void;
}

export function LoginForm({ busy, serverEmailError, onSubmit }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => loginFormSchema(i18n), [i18n]);
  const { register, field, handleSubmit, formState } = useForm<LoginFormValues>({
    schema,
    defaultValues: { emailId: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        maxLength={loginLimits.emailMaxLength}
        error={formState.errors.emailId?.message ?? serverEmailError}
        {...register('emailId')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        maxLength={loginLimits.passwordMaxLength}
        {...field('password')}
      />
      <p>
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <Button type="submit" busy={busy}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
