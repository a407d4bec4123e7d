import { fromPromise } from 'xstate';
import type { ResetPasswordRequest } from '@machines/resetPassword';
import type { SignInEndpoints } from '@app/shared/api/endpoints/signIn';

/** The real I/O of the reset-password machine. */
export const createResetPasswordActors = (api: SignInEndpoints) => ({
  resetPassword: fromPromise<void, ResetPasswordRequest>(async ({ input, signal }) => {
    await api.resetPassword({ resetToken: input.resetToken, password: input.password }, signal);
  }),
});
