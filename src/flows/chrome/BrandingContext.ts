import { createFlowContext } from '@shared/flows/createFlowContext';

import { brandingMachine } from '@machines/branding';

export const BrandingContext = createFlowContext(brandingMachine);
