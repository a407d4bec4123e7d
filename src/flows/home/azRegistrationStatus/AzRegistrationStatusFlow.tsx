import { useSearchParams } from 'react-router-dom';

import { azRegistrationStatusMachine } from '@machines/azRegistrationStatus';
import { eligibilityEndpoints } from '@shared/api/endpoints/eligibility';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { courseAsked } from '../eligibility/courseAsked';
import { createAzRegistrationStatusImplementations } from './azRegistrationStatus.actors';
import { AzRegistrationStatusContext } from './AzRegistrationStatusContext';
import { AzRegistrationStatusView } from './AzRegistrationStatusView';

/** Route /home/az-registration-status (02 §2, stepper step 12). */
export default function AzRegistrationStatusFlow() {
  const [search] = useSearchParams();
  const api = useEndpoints(eligibilityEndpoints);
  const logic = useFlowLogic(() =>
    azRegistrationStatusMachine.provide(createAzRegistrationStatusImplementations({ api })),
  );
  const input = useOnce(() => ({ studentCourseId: courseAsked(search) }));
  return (
    <AzRegistrationStatusContext.Provider logic={logic} options={{ input }}>
      <AzRegistrationStatusView />
    </AzRegistrationStatusContext.Provider>
  );
}
