import { changePasswordMachine } from '@machines/changePassword';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createChangePasswordImplementations } from './changePassword.actors';
import { ChangePasswordContext } from './ChangePasswordContext';
import { ChangePasswordView } from './ChangePasswordView';

/** Route /home/change-password (02 §2 change-password). */
export default function ChangePasswordFlow() {
  const api = useEndpoints(studentEndpoints);
  const logic = useFlowLogic(() => changePasswordMachine.provide(createChangePasswordImplementations({ api })));
  return (
    <ChangePasswordContext.Provider logic={logic}>
      <ChangePasswordView />
    </ChangePasswordContext.Provider>
  );
}
