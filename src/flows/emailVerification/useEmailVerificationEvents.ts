import { useIntents } from '@shared/flows/useIntents';

import { EmailVerificationContext } from './EmailVerificationContext';

/** The user's intents in the e-mail verification dialog; views never build event objects. */
export function useEmailVerificationEvents() {
  return useIntents(EmailVerificationContext, (send) => ({
    changeCode: (value: string) => send({ type: 'code.change', value }),
    submitCode: () => send({ type: 'code.submit' }),
    resendCode: () => send({ type: 'code.resend' }),
  }));
}
