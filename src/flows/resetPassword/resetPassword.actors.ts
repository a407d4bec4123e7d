import { fromPromise } from 'xstate';
import type { ResetPasswordRequest } from '@machines/resetPassword';
import { asFailure, type Api } from '@app/shared/api';

/** The real I/O of the reset-password machine. */
export const createResetPasswordActors = (api: Api) => ({
  resetPassword: fromPromise<void, ResetPasswordRequest>(async ({ input, signal }) => {
    await asFailure(() => api.resetPassword({ resetToken: input.resetToken, password: input.password }, signal));
  }),
});
