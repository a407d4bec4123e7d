import { fromPromise } from 'xstate';

import type { emailVerificationMachine, ResendCodeInput, VerifyCodeInput } from '@machines/emailVerification';
import type { EmailVerificationEndpoints } from '@shared/api/endpoints/emailVerification';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the e-mail verification machine (01 §7 E-mail verification, Resend verification). */
export const createEmailVerificationActors = (api: EmailVerificationEndpoints) => ({
  verifyEmail: fromPromise<void, VerifyCodeInput>(async ({ input, signal }) => {
    await api.verifyEmail(input.studentId, input.code, signal);
  }),
  resendVerification: fromPromise<void, ResendCodeInput>(async ({ input, signal }) => {
    await api.resendVerification(input.studentId, signal);
  }),
});

/** Everything the e-mail verification machine needs from the app: its I/O and who to tell once verified. */
export const createEmailVerificationImplementations = ({
  api,
  onVerified,
}: {
  api: EmailVerificationEndpoints;
  onVerified: () => void;
}) =>
  ({
    actors: createEmailVerificationActors(api),
    actions: { notifyVerified: () => onVerified() },
  }) satisfies ImplementationsOf<typeof emailVerificationMachine>;
