import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordMachine } from '@machines/resetPassword';
import { signInEndpoints } from '@app/shared/api/endpoints/signIn';
import { useEndpoints } from '@app/shared/services';
import { ResetPasswordContext } from './ResetPasswordContext';
import { ResetPasswordView } from './ResetPasswordView';
import { createResetPasswordActors } from './resetPassword.actors';

/** Route /reset-password?token=…: the machine with the app's I/O and navigation. */
export default function ResetPasswordScreen() {
  const api = useEndpoints(signInEndpoints);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resetToken = searchParams.get('token') ?? '';
  const logic = useMemo(
    () =>
      resetPasswordMachine.provide({
        actors: createResetPasswordActors(api),
        actions: { navigateToLogin: () => navigate('/login', { replace: true }) },
      }),
    [api, navigate],
  );
  return (
    <ResetPasswordContext.Provider key={resetToken} logic={logic} options={{ input: { resetToken } }}>
      <ResetPasswordView />
    </ResetPasswordContext.Provider>
  );
}
