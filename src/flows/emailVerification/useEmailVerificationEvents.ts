import { useMemo } from 'react';

import { EmailVerificationContext } from './EmailVerificationContext';

/** The user's intents in the e-mail verification dialog; views never build event objects. */
export function useEmailVerificationEvents() {
  const actor = EmailVerificationContext.useActorRef();
  return useMemo(
    () => ({
      changeCode: (value: string) => actor.send({ type: 'code.change', value }),
      submitCode: () => actor.send({ type: 'code.submit' }),
      resendCode: () => actor.send({ type: 'code.resend' }),
    }),
    [actor],
  );
}
