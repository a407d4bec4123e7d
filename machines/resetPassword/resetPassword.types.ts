import type { Failure } from '../shared/failure';

export interface ResetPasswordInput {
  /** The `token` query parameter of the e-mailed link; empty when the link has none. */
  resetToken: string;
}

export interface ResetPasswordContext {
  resetToken: string;
  /** The last refusal of the reset call. */
  failure?: Failure;
}

export type ResetPasswordEvent = { type: 'password.submit'; password: string };

export interface ResetPasswordRequest {
  resetToken: string;
  password: string;
}
