import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { appCodeOf, recoveryCodeOf } from '@shared/twoFactor/authenticatorCode';

export interface SecondFactorFormValues {
  code: string;
}

/** The code as the server takes it: the app's six digits, or a recovery code on that step; undefined otherwise. */
export const secondFactorCodeOf = (typed: string, recovery: boolean): string | undefined =>
  recovery ? recoveryCodeOf(typed) : appCodeOf(typed);

/**
 * The code step of a sign-in with two-step verification on (02 §2 otp-configuration): the contract's
 * twoFactorCodeSchema only bounds the length, so the exact shape of the step's kind of code is checked here.
 */
export const secondFactorFormSchema = (i18n: I18n, recovery: boolean) =>
  z.object({
    code: z
      .string()
      .check(
        z.refine(
          (typed) => secondFactorCodeOf(typed, recovery) !== undefined,
          recovery ? i18n._(msg`Enter a recovery code like k7m2q-9xw4d`) : i18n._(msg`Enter the 6 digits of the code`),
        ),
      ),
  });
