import type { TwoFactorSetup, TwoFactorStatus } from '@contracts/twoFactor';

import type { Failure } from '../shared/failure';

export type { TwoFactorSetup, TwoFactorStatus };

export interface OtpConfigurationContext {
  status?: TwoFactorStatus;
  /** The pending key while the student confirms it with a code. */
  setup?: TwoFactorSetup;
  /** The ten recovery codes, held only while they are shown (once). */
  recoveryCodes?: string[];
  /** Why the last call failed, shown until the next try. */
  failure?: Failure;
}

export type OtpConfigurationEvent =
  | { type: 'setup.start' }
  | { type: 'setup.cancel' }
  | { type: 'code.confirm'; code: string }
  | { type: 'recoveryCodes.saved' }
  | { type: 'disable.submit'; code: string }
  | { type: 'recoveryCodes.renew'; code: string }
  | { type: 'retry.request' };

export interface CodeInput {
  code: string;
}
