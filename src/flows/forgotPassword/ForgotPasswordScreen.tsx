import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgotPasswordMachine } from '@machines/forgotPassword';
import { signInEndpoints } from '@app/shared/api/endpoints/signIn';
import { useEndpoints } from '@app/shared/services';
import { ForgotPasswordContext } from './ForgotPasswordContext';
import { ForgotPasswordView } from './ForgotPasswordView';
import { createForgotPasswordActors } from './forgotPassword.actors';

/** Route /forgot-password: the machine with the app's I/O and navigation. */
export default function ForgotPasswordScreen() {
  const api = useEndpoints(signInEndpoints);
  const navigate = useNavigate();
  const location = useLocation();
  const logic = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: createForgotPasswordActors(api),
        actions: { navigateBack: () => (location.key === 'default' ? navigate('/login') : navigate(-1)) },
      }),
    [api, navigate, location.key],
  );
  return (
    <ForgotPasswordContext.Provider logic={logic}>
      <ForgotPasswordView />
    </ForgotPasswordContext.Provider>
  );
}
