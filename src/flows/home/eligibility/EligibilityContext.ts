import { createFlowContext } from '@shared/flows/createFlowContext';

import { eligibilityMachine } from '@machines/eligibility';

export const EligibilityContext = createFlowContext(eligibilityMachine);
