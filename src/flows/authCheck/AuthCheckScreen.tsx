import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { authCheckMachine } from '@machines/authCheck';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { AuthCheckContext } from './AuthCheckContext';
import { AuthCheckView } from './AuthCheckView';
import { createAuthCheckActors } from './authCheck.actors';

/** Route /auth-check: confirms a stored login, then /home/dashboard (else /login). */
export default function AuthCheckScreen() {
  const { storage } = useServices();
  const api = useEndpoints(studentEndpoints);
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      authCheckMachine.provide({
        actors: createAuthCheckActors(api, storage),
        actions: {
          navigate: (_, { to }) => navigate(to, { replace: true }),
          rememberStudent: (_, student) => {
            storage.set('isLoggedIn', 'true');
            storage.set('inactivityTimeoutFlagEnabled', student.inactivityTimeoutFlagEnabled ? 'true' : 'false');
          },
        },
      }),
    [api, storage, navigate],
  );
  return (
    <AuthCheckContext.Provider logic={logic}>
      <AuthCheckView />
    </AuthCheckContext.Provider>
  );
}
