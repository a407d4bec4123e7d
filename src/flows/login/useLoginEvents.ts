import { useMemo } from 'react';

import type { SocialProvider } from '@contracts/auth';
import type { Branding, Credentials } from '@machines/login';

import { LoginContext } from './LoginContext';

/** The user's intents on the sign-in page; views never build event objects. */
export function useLoginEvents() {
  const actor = LoginContext.useActorRef();
  return useMemo(
    () => ({
      submitCredentials: ({ emailId, password }: Credentials) =>
        actor.send({ type: 'credentials.submit', emailId, password }),
      selectSocial: (provider: SocialProvider) => actor.send({ type: 'social.select', provider }),
      proceedToLegacyAccount: () => actor.send({ type: 'legacy.proceed' }),
      registerAnew: () => actor.send({ type: 'legacy.register' }),
      dismissLegacy: () => actor.send({ type: 'legacy.dismiss' }),
      emailVerified: () => actor.send({ type: 'email.verified' }),
      changeBranding: ({ organisationId, socialLogin }: Branding) =>
        actor.send({ type: 'branding.change', organisationId, socialLogin }),
    }),
    [actor],
  );
}
