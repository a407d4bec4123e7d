import { fromPromise } from 'xstate';
import type { RequestResetInput } from '@machines/forgotPassword';
import { asFailure, type Api } from '@app/shared/api';

/** The real I/O of the forgot-password machine. */
export const createForgotPasswordActors = (api: Api) => ({
  requestReset: fromPromise<void, RequestResetInput>(async ({ input, signal }) => {
    await asFailure(() => api.forgotPassword({ emailId: input.emailId }, signal));
  }),
});
