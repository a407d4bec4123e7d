import { authCheckMachine } from '@machines/authCheck';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createAuthCheckImplementations } from './authCheck.actors';
import { AuthCheckContext } from './AuthCheckContext';
import { AuthCheckView } from './AuthCheckView';

/** Route /auth-check: confirms a stored login, then /home/dashboard (else /login). */
export default function AuthCheckFlow() {
  const { storage } = useServices();
  const api = useEndpoints(studentEndpoints);
  const logic = useFlowLogic((navigate) =>
    authCheckMachine.provide(createAuthCheckImplementations({ api, storage, navigate })),
  );
  return (
    <AuthCheckContext.Provider logic={logic}>
      <AuthCheckView />
    </AuthCheckContext.Provider>
  );
}
