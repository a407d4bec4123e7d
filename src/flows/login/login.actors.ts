import { fromPromise } from 'xstate';

import type {
  LegacyHandoff,
  loginMachine,
  LoginRequestInput,
  SignedIn,
  SignInOutcome,
  SocialLoginInput,
} from '@machines/login';
import { type SecondFactorRequest, twoFactorSignInMachine } from '@machines/twoFactorSignIn';
import type { SignInEndpoints } from '@shared/api/endpoints/signIn';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import { clearLoginFlags, storeSignedIn } from '@shared/storage/loginStorage';

import { signedInFrom, signInOutcomeFrom } from './signedIn';

/** The real I/O of the login machine (01 §7 Login, Initial login, Social login). */
export const createLoginActors = (api: SignInEndpoints) => ({
  login: fromPromise<SignInOutcome, LoginRequestInput>(async ({ input, signal }) =>
    signInOutcomeFrom(await api.login(input, signal)),
  ),
  legacyLogin: fromPromise<LegacyHandoff, LoginRequestInput>(async ({ input, signal }) => ({
    redirectUrl: (await api.legacyLogin(input, signal)).data.redirectUrl,
  })),
  // No provider SDK runs in the browser, so no subjectToken: the server says whether it can sign in.
  socialLogin: fromPromise<SignInOutcome, SocialLoginInput>(async ({ input, signal }) =>
    signInOutcomeFrom(
      await api.socialLogin(
        { subjectIssuer: input.provider, requestType: 'login', organisationId: input.organisationId },
        signal,
      ),
    ),
  ),
});

/** The second step of a sign-in with two-factor on (the code step's I/O). */
export const createTwoFactorSignInActors = (api: SignInEndpoints) => ({
  verifySecondFactor: fromPromise<SignedIn, SecondFactorRequest>(async ({ input, signal }) =>
    signedInFrom(await api.twoFactorLogin({ challengeToken: input.challengeToken, code: input.code }, signal)),
  ),
});

export const createTwoFactorSignInLogic = (api: SignInEndpoints) =>
  twoFactorSignInMachine.provide({
    actors: createTwoFactorSignInActors(api),
  } satisfies ImplementationsOf<typeof twoFactorSignInMachine>);

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createLoginImplementations = ({ api, storage, navigate }: FlowDeps & { api: SignInEndpoints }) =>
  ({
    actors: { ...createLoginActors(api), twoFactorSignIn: createTwoFactorSignInLogic(api) },
    actions: {
      navigate: navigateAction(navigate),
      openExternal: (_, { url }) => window.location.assign(url),
      storeSession: (_, session) => storeSignedIn(storage, session),
      clearLoginFlags: () => clearLoginFlags(storage),
    },
  }) satisfies ImplementationsOf<typeof loginMachine>;
