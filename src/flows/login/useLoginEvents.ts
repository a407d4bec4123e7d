import type { SocialProvider } from '@contracts/auth';
import type { Branding, Credentials } from '@machines/login';
import { useIntents } from '@shared/flows/useIntents';

import { LoginContext } from './LoginContext';

/** The user's intents on the sign-in page; views never build event objects. */
export function useLoginEvents() {
  return useIntents(LoginContext, (send) => ({
    submitCredentials: ({ emailId, password }: Credentials) => send({ type: 'credentials.submit', emailId, password }),
    selectSocial: (provider: SocialProvider) => send({ type: 'social.select', provider }),
    proceedToLegacyAccount: () => send({ type: 'legacy.proceed' }),
    registerAnew: () => send({ type: 'legacy.register' }),
    dismissLegacy: () => send({ type: 'legacy.dismiss' }),
    emailVerified: () => send({ type: 'email.verified' }),
    changeBranding: ({ organisationId, socialLogin }: Branding) =>
      send({ type: 'branding.change', organisationId, socialLogin }),
  }));
}
