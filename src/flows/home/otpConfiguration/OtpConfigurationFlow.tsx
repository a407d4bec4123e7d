import { otpConfigurationMachine } from '@machines/otpConfiguration';
import { twoFactorEndpoints } from '@shared/api/endpoints/twoFactor';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createOtpConfigurationImplementations } from './otpConfiguration.actors';
import { OtpConfigurationContext } from './OtpConfigurationContext';
import { OtpConfigurationView } from './OtpConfigurationView';

/** Route /home/otp-configuration (02 §2). */
export default function OtpConfigurationFlow() {
  const api = useEndpoints(twoFactorEndpoints);
  const logic = useFlowLogic(() => otpConfigurationMachine.provide(createOtpConfigurationImplementations({ api })));
  return (
    <OtpConfigurationContext.Provider logic={logic}>
      <OtpConfigurationView />
    </OtpConfigurationContext.Provider>
  );
}
