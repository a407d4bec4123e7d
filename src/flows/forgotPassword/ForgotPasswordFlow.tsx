import { forgotPasswordMachine } from '@machines/forgotPassword';
import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createForgotPasswordImplementations } from './forgotPassword.actors';
import { ForgotPasswordContext } from './ForgotPasswordContext';
import { ForgotPasswordView } from './ForgotPasswordView';

/** Route /forgot-password: the machine with the app's I/O and navigation. */
export default function ForgotPasswordFlow() {
  const api = useEndpoints(signInEndpoints);
  const logic = useFlowLogic((navigate) =>
    forgotPasswordMachine.provide(createForgotPasswordImplementations({ api, navigate })),
  );
  return (
    <ForgotPasswordContext.Provider logic={logic}>
      <ForgotPasswordView />
    </ForgotPasswordContext.Provider>
  );
}
