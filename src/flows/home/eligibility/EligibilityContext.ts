import { eligibilityMachine } from '@machines/eligibility';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const EligibilityContext = createFlowContext(eligibilityMachine);
