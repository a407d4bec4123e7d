import { createFlowContext } from '@shared/flows/createFlowContext';

import { thankYouMachine } from '@machines/thankYou';

export const ThankYouContext = createFlowContext(thankYouMachine);
