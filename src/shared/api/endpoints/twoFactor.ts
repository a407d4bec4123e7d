import { emptyEnvelope } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { TwoFactorCodeRequest } from '@contracts/twoFactor';

import type { ApiClient } from '../client';

/** Answer schemas load with the first call (the otp-configuration page only). */
const twoFactorSchemas = () => import('@contracts/twoFactor');

/** 02 §2 otp-configuration: the signed-in student's two-step verification. Every one takes the caller's AbortSignal. */
export const twoFactorEndpoints = (client: ApiClient) => ({
  status: (signal: AbortSignal) =>
    client.callData(apiPaths.twoFactor, () => twoFactorSchemas().then((m) => m.twoFactorStatusResponseSchema), {
      signal,
    }),
  startSetup: (signal: AbortSignal) =>
    client.callData(apiPaths.twoFactorSetup, () => twoFactorSchemas().then((m) => m.twoFactorSetupResponseSchema), {
      method: 'POST',
      signal,
    }),
  enable: (body: TwoFactorCodeRequest, signal: AbortSignal) =>
    client.callData(apiPaths.twoFactorEnable, () => twoFactorSchemas().then((m) => m.recoveryCodesResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  disable: (body: TwoFactorCodeRequest, signal: AbortSignal) =>
    client.call(apiPaths.twoFactorDisable, emptyEnvelope, {
      method: 'POST',
      body,
      signal,
    }),
  renewRecoveryCodes: (body: TwoFactorCodeRequest, signal: AbortSignal) =>
    client.callData(
      apiPaths.twoFactorRecoveryCodes,
      () => twoFactorSchemas().then((m) => m.recoveryCodesResponseSchema),
      { method: 'POST', body, signal },
    ),
});

export type TwoFactorEndpoints = ReturnType<typeof twoFactorEndpoints>;
