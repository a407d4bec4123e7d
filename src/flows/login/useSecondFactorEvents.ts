import type { ActorRefFrom } from 'xstate';

import type { twoFactorSignInMachine } from '@machines/twoFactorSignIn';
import { useIntents } from '@shared/flows/useIntents';

export type TwoFactorSignInRef = ActorRefFrom<typeof twoFactorSignInMachine>;

/** The student's intents at the code step; the login flow's child actor, handed down as a prop. */
export function useSecondFactorEvents(actor: TwoFactorSignInRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    submitCode: (code: string) => send({ type: 'code.submit', code }),
    useRecoveryCode: () => send({ type: 'recoveryCode.choose' }),
    useAppCode: () => send({ type: 'appCode.choose' }),
    restart: () => send({ type: 'signIn.restart' }),
  }));
}
