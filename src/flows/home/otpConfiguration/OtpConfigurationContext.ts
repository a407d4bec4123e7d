import { createActorContext } from '@xstate/react';

import { otpConfigurationMachine } from '@machines/otpConfiguration';

export const OtpConfigurationContext = createActorContext(otpConfigurationMachine);
