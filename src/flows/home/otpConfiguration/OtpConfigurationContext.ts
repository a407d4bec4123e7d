import { otpConfigurationMachine } from '@machines/otpConfiguration';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const OtpConfigurationContext = createFlowContext(otpConfigurationMachine);
