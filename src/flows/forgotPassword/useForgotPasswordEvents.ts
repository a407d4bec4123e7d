import { useMemo } from 'react';

import { ForgotPasswordContext } from './ForgotPasswordContext';

/** The user's intents in the forgot-password flow; views never build event objects. */
export function useForgotPasswordEvents() {
  const actor = ForgotPasswordContext.useActorRef();
  return useMemo(() => ({ submitEmail: (emailId: string) => actor.send({ type: 'email.submit', emailId }) }), [actor]);
}
