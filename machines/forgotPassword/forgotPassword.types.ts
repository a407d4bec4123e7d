import type { Failure } from '../shared/failure';

export interface ForgotPasswordContext {
  /** The last refusal, shown while the form is open again. */
  failure?: Failure;
}

export type ForgotPasswordEvent = { type: 'email.submit'; emailId: string };

export interface RequestResetInput {
  emailId: string;
}
