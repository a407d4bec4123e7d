import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { appCodeOf, recoveryCodeOf } from '@shared/twoFactor/authenticatorCode';

export interface CodeFormValues {
  code: string;
}

/** The code as the server takes it: the app's six digits or, where allowed, a recovery code; undefined otherwise. */
export const codeOf = (typed: string, acceptsRecoveryCode: boolean): string | undefined =>
  appCodeOf(typed) ?? (acceptsRecoveryCode ? recoveryCodeOf(typed) : undefined);

/**
 * 02 §2 otp-configuration: six digits (or a recovery code to turn it off). The contract's twoFactorCodeSchema only
 * bounds the length (it takes either kind), so the exact shapes are checked here before a request is spent.
 */
export const codeFormSchema = (i18n: I18n, acceptsRecoveryCode: boolean) =>
  z.object({
    code: z
      .string()
      .check(
        z.refine(
          (typed) => codeOf(typed, acceptsRecoveryCode) !== undefined,
          acceptsRecoveryCode
            ? i18n._(msg`Enter the 6 digits of the code, or a recovery code`)
            : i18n._(msg`Enter the 6 digits of the code`),
        ),
      ),
  });
