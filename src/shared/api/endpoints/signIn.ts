import { emptyEnvelope } from '@contracts/envelope';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SocialLoginRequest,
  TwoFactorLoginRequest,
} from '@contracts/index';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const authSchemas = () => import('@contracts/auth');

/** Signing in, forgotten and reset passwords (01 §7 Login, Initial login, Social login). Every one takes the caller's AbortSignal. */
export const signInEndpoints = (client: ApiClient) => ({
  login: (body: LoginRequest, signal: AbortSignal) =>
    client.callData(apiPaths.login, () => authSchemas().then((m) => m.signInAnswerSchema), {
      method: 'POST',
      body,
      signal,
      unauthorizedIsAnswer: true,
    }),
  legacyLogin: (body: LoginRequest, signal: AbortSignal) =>
    client.callData(apiPaths.legacyLogin, () => authSchemas().then((m) => m.legacyLoginResponseSchema), {
      method: 'POST',
      body,
      signal,
      unauthorizedIsAnswer: true,
    }),
  socialLogin: (body: SocialLoginRequest, signal: AbortSignal) =>
    client.callData(apiPaths.socialLogin, () => authSchemas().then((m) => m.signInAnswerSchema), {
      method: 'POST',
      body,
      signal,
      unauthorizedIsAnswer: true,
    }),
  /** The second step of a sign-in with two-factor on; an expired challenge's 401 is an answer too. */
  twoFactorLogin: (body: TwoFactorLoginRequest, signal: AbortSignal) =>
    client.callData(apiPaths.twoFactorLogin, () => authSchemas().then((m) => m.loginResponseSchema), {
      method: 'POST',
      body,
      signal,
      unauthorizedIsAnswer: true,
    }),
  forgotPassword: (body: ForgotPasswordRequest, signal: AbortSignal) =>
    client.call(apiPaths.forgotPassword, emptyEnvelope, { method: 'POST', body, signal }),
  resetPassword: (body: ResetPasswordRequest, signal: AbortSignal) =>
    client.call(apiPaths.resetPassword, emptyEnvelope, { method: 'POST', body, signal }),
});

export type SignInEndpoints = ReturnType<typeof signInEndpoints>;
