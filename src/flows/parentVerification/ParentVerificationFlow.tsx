import { parentVerificationMachine } from '@machines/parentVerification';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createParentVerificationImplementations } from './parentVerification.actors';
import { ParentVerificationContext } from './ParentVerificationContext';
import { ParentVerificationView } from './ParentVerificationView';

/** Route /home/parent-verification. */
export default function ParentVerificationFlow() {
  const { storage } = useServices();
  const studentApi = useEndpoints(studentEndpoints);
  const statesApi = useEndpoints(statesEndpoints);
  const logic = useFlowLogic((navigate) =>
    parentVerificationMachine.provide(
      createParentVerificationImplementations({ studentApi, statesApi, storage, navigate }),
    ),
  );
  const input = useOnce(() => ({
    studentId: storage.get('studentId'),
    studentPaymentTrxId: storage.get('studentPaymentTrxId') ?? null,
  }));
  return (
    <ParentVerificationContext.Provider logic={logic} options={{ input }}>
      <ParentVerificationView />
    </ParentVerificationContext.Provider>
  );
}
