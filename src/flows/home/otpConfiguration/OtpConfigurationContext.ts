import { createFlowContext } from '@shared/flows/createFlowContext';

import { otpConfigurationMachine } from '@machines/otpConfiguration';

export const OtpConfigurationContext = createFlowContext(otpConfigurationMachine);
