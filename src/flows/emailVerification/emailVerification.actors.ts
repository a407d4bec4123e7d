import { fromPromise } from 'xstate';
import type { ResendCodeInput, VerifyCodeInput } from '@machines/emailVerification';
import { asFailure, type Api } from '@app/shared/api';

/** The real I/O of the e-mail verification machine (01 §7 E-mail verification, Resend verification). */
export const createEmailVerificationActors = (api: Api) => ({
  verifyEmail: fromPromise<void, VerifyCodeInput>(async ({ input, signal }) => {
    await asFailure(() => api.verifyEmail(input.studentId, input.code, signal));
  }),
  resendVerification: fromPromise<void, ResendCodeInput>(async ({ input, signal }) => {
    await asFailure(() => api.resendVerification(input.studentId, signal));
  }),
});
