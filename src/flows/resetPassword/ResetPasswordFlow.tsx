import { useSearchParams } from 'react-router-dom';

import { resetPasswordMachine } from '@machines/resetPassword';
import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createResetPasswordImplementations } from './resetPassword.actors';
import { ResetPasswordContext } from './ResetPasswordContext';
import { ResetPasswordView } from './ResetPasswordView';

/** Route /reset-password?token=…[&purpose=choose]: the machine with the app's I/O and navigation. */
export default function ResetPasswordFlow() {
  const api = useEndpoints(signInEndpoints);
  const [searchParams] = useSearchParams();
  const resetToken = searchParams.get('token') ?? '';
  // An express sign-up's link chooses the account's first password (server/auth/resetLinks.ts).
  const firstPassword = searchParams.get('purpose') === 'choose';
  const logic = useFlowLogic((navigate) =>
    resetPasswordMachine.provide(createResetPasswordImplementations({ api, navigate })),
  );
  return (
    <ResetPasswordContext.Provider key={resetToken} logic={logic} options={{ input: { resetToken } }}>
      <ResetPasswordView firstPassword={firstPassword} />
    </ResetPasswordContext.Provider>
  );
}
