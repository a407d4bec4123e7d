import { fromPromise } from 'xstate';

import type { CodeInput, otpConfigurationMachine, TwoFactorSetup, TwoFactorStatus } from '@machines/otpConfiguration';
import type { TwoFactorEndpoints } from '@shared/api/endpoints/twoFactor';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The otp-configuration page's I/O: status, setup, turning on and off, new recovery codes. */
export const createOtpConfigurationActors = (api: TwoFactorEndpoints) => ({
  loadStatus: fromPromise<TwoFactorStatus>(async ({ signal }) => (await api.status(signal)).data),
  startSetup: fromPromise<TwoFactorSetup>(async ({ signal }) => (await api.startSetup(signal)).data),
  enable: fromPromise<string[], CodeInput>(
    async ({ input, signal }) => (await api.enable({ code: input.code }, signal)).data.recoveryCodes,
  ),
  disable: fromPromise<void, CodeInput>(async ({ input, signal }) => {
    await api.disable({ code: input.code }, signal);
  }),
  renewRecoveryCodes: fromPromise<string[], CodeInput>(
    async ({ input, signal }) => (await api.renewRecoveryCodes({ code: input.code }, signal)).data.recoveryCodes,
  ),
});

export const createOtpConfigurationImplementations = ({ api }: { api: TwoFactorEndpoints }) =>
  ({ actors: createOtpConfigurationActors(api) }) satisfies ImplementationsOf<typeof otpConfigurationMachine>;
