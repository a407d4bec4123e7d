import { fromPromise } from 'xstate';
import type { ResendCodeInput, VerifyCodeInput } from '@machines/emailVerification';
import type { EmailVerificationEndpoints } from '@app/shared/api/endpoints/emailVerification';

/** The real I/O of the e-mail verification machine (01 §7 E-mail verification, Resend verification). */
export const createEmailVerificationActors = (api: EmailVerificationEndpoints) => ({
  verifyEmail: fromPromise<void, VerifyCodeInput>(async ({ input, signal }) => {
    await api.verifyEmail(input.studentId, input.code, signal);
  }),
  resendVerification: fromPromise<void, ResendCodeInput>(async ({ input, signal }) => {
    await api.resendVerification(input.studentId, signal);
  }),
});
