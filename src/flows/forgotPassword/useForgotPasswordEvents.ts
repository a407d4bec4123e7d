import { useIntents } from '@shared/flows/useIntents';

import { ForgotPasswordContext } from './ForgotPasswordContext';

/** The user's intents in the forgot-password flow; views never build event objects. */
export function useForgotPasswordEvents() {
  return useIntents(ForgotPasswordContext, (send) => ({
    submitEmail: (emailId: string) => send({ type: 'email.submit', emailId }),
  }));
}
