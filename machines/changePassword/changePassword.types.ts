import type { ChangePasswordRequest } from '@contracts/auth';

import type { Failure } from '../shared/failure';

export type { ChangePasswordRequest };

export interface ChangePasswordContext {
  failure?: Failure;
}

export type ChangePasswordEvent = { type: 'password.submit' } & ChangePasswordRequest;
