import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { parentVerificationMachine } from '@machines/parentVerification';
import { statesEndpoints } from '@app/shared/api/endpoints/states';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { ParentVerificationContext } from './ParentVerificationContext';
import { ParentVerificationView } from './ParentVerificationView';
import { createParentVerificationActors } from './parentVerification.actors';

/** Route /home/parent-verification. */
export default function ParentVerificationScreen() {
  const { storage } = useServices();
  const studentApi = useEndpoints(studentEndpoints);
  const statesApi = useEndpoints(statesEndpoints);
  const navigate = useNavigate();
  // The machine's actions are bound once; navigation must use the current router function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const logic = useMemo(
    () =>
      parentVerificationMachine.provide({
        actors: createParentVerificationActors(studentApi, statesApi),
        actions: {
          navigate: (_, { to }) => navigateRef.current(to),
          storeParentVerified: () => storage.set('parentVerificationStatus', 'true'),
        },
      }),
    [studentApi, statesApi, storage],
  );
  // Read once, when the page opens.
  const input = useMemo(() => ({ studentId: storage.get('studentId'), studentPaymentTrxId: storage.get('studentPaymentTrxId') ?? null }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ParentVerificationContext.Provider logic={logic} options={{ input }}>
      <ParentVerificationView />
    </ParentVerificationContext.Provider>
  );
}
