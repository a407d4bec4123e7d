import { useIntents } from '@shared/flows/useIntents';

import { OtpConfigurationContext } from './OtpConfigurationContext';

/** The student's intents on the two-step verification page; views never build event objects. */
export function useOtpConfigurationEvents() {
  return useIntents(OtpConfigurationContext, (send) => ({
    startSetup: () => send({ type: 'setup.start' }),
    cancelSetup: () => send({ type: 'setup.cancel' }),
    confirm: (code: string) => send({ type: 'code.confirm', code }),
    recoveryCodesSaved: () => send({ type: 'recoveryCodes.saved' }),
    disable: (code: string) => send({ type: 'disable.submit', code }),
    renewRecoveryCodes: (code: string) => send({ type: 'recoveryCodes.renew', code }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
