import { emptyEnvelope } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** 01 §7 E-mail verification and Resend verification. Every one takes the caller's AbortSignal. */
export const emailVerificationEndpoints = (client: ApiClient) => ({
  verifyEmail: (studentId: number, code: string, signal: AbortSignal) =>
    client.call(apiPaths.emailVerification(studentId), emptyEnvelope, { method: 'PUT', query: { code }, signal }),
  resendVerification: (studentId: number, signal: AbortSignal) =>
    client.call(apiPaths.resendVerification(studentId), emptyEnvelope, { method: 'PUT', signal }),
});

export type EmailVerificationEndpoints = ReturnType<typeof emailVerificationEndpoints>;
