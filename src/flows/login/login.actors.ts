import { fromPromise } from 'xstate';
import type { LegacyHandoff, LoginRequestInput, SignedIn, SocialLoginInput } from '@machines/login';
import type { SignInEndpoints } from '@app/shared/api/endpoints/signIn';
import { signedInFrom } from './signedIn';

/** The real I/O of the login machine (01 §7 Login, Initial login, Social login). */
export const createLoginActors = (api: SignInEndpoints) => ({
  login: fromPromise<SignedIn, LoginRequestInput>(async ({ input, signal }) => signedInFrom(await api.login(input, signal))),
  legacyLogin: fromPromise<LegacyHandoff, LoginRequestInput>(async ({ input, signal }) => ({ redirectUrl: (await api.legacyLogin(input, signal)).data.redirectUrl })),
  // No provider SDK runs in the browser, so no subjectToken: the server says whether it can sign in.
  socialLogin: fromPromise<SignedIn, SocialLoginInput>(async ({ input, signal }) =>
    signedInFrom(await api.socialLogin({ subjectIssuer: input.provider, requestType: 'login', organisationId: input.organisationId }, signal)),
  ),
});
