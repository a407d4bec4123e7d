import { thankYouMachine } from '@machines/thankYou';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ThankYouContext = createFlowContext(thankYouMachine);
