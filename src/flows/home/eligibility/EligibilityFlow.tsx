import { useSearchParams } from 'react-router-dom';

import { eligibilityMachine } from '@machines/eligibility';
import { eligibilityEndpoints } from '@shared/api/endpoints/eligibility';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { courseAsked } from './courseAsked';
import { createEligibilityImplementations } from './eligibility.actors';
import { EligibilityContext } from './EligibilityContext';
import { EligibilityView } from './EligibilityView';

/** Route /home/eligibility (02 §2 eligibility, stepper step 12). */
export default function EligibilityFlow() {
  const { storage } = useServices();
  const [search] = useSearchParams();
  const api = useEndpoints(eligibilityEndpoints);
  const logic = useFlowLogic((navigate) =>
    eligibilityMachine.provide(createEligibilityImplementations({ api, navigate, storage })),
  );
  const input = useOnce(() => ({ studentCourseId: courseAsked(search) }));
  return (
    <EligibilityContext.Provider logic={logic} options={{ input }}>
      <EligibilityView />
    </EligibilityContext.Provider>
  );
}
