import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { discountTypes } from '@contracts/checkout';

/** 02 §3 Discount: a code of a discount or of a gift certificate (1–50 characters, as the server accepts). */
export const discountFormSchema = (i18n: I18n) =>
  z.object({
    type: z.enum(discountTypes),
    code: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, i18n._(msg`Please enter a code`)),
        z.maxLength(50, i18n._(msg`A code has at most 50 characters`)),
      ),
  });
export type DiscountFormValues = z.infer<ReturnType<typeof discountFormSchema>>;
