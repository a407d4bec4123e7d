import { fromPromise } from 'xstate';
import type { RequestResetInput } from '@machines/forgotPassword';
import type { SignInEndpoints } from '@app/shared/api/endpoints/signIn';

/** The real I/O of the forgot-password machine. */
export const createForgotPasswordActors = (api: SignInEndpoints) => ({
  requestReset: fromPromise<void, RequestResetInput>(async ({ input, signal }) => {
    await api.forgotPassword({ emailId: input.emailId }, signal);
  }),
});
