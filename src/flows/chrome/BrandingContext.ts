import { createActorContext } from '@xstate/react';

import { brandingMachine } from '@machines/branding';

export const BrandingContext = createActorContext(brandingMachine);
