import { brandingMachine } from '@machines/branding';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const BrandingContext = createFlowContext(brandingMachine);
