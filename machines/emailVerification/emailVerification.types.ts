import type { Failure } from '../shared/failure';

export interface EmailVerificationInput {
  studentId: number;
}

export interface EmailVerificationContext {
  studentId: number;
  /** The code as typed, digits only (01 §5 Verification code). */
  code: string;
  /** The last refusal of a verify or resend call, shown until the next answer. */
  failure?: Failure;
}

export type EmailVerificationEvent =
  { type: 'code.change'; value: string } | { type: 'code.submit' } | { type: 'code.resend' };

export interface VerifyCodeInput {
  studentId: number;
  code: string;
}

export interface ResendCodeInput {
  studentId: number;
}
