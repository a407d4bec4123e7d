import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { refundLimits, type RefundPurchase } from '@contracts/refunds';

/** One purchase's refund choice as the form holds it: the lineIds ticked (in the order ticked) and the reason. */
export interface RefundChoiceFormValues {
  lineIds: number[];
  reason: string;
}

/** The refundable items start ticked (02 §2 refund); a reviewable one is ticked by hand. */
export const refundChoiceFormValues = (purchase: RefundPurchase): RefundChoiceFormValues => ({
  lineIds: purchase.items.filter((item) => item.refundable).map((item) => item.lineId),
  reason: '',
});

/** 02 §2 refund: at least one item, and a reason of the contract's length once trimmed (the server's rule). */
export const refundChoiceFormSchema = (i18n: I18n) => {
  const reasonLength = i18n._(
    msg`Please write between ${refundLimits.reasonMin} and ${refundLimits.reasonMax} characters`,
  );
  return z.object({
    lineIds: z.array(z.number()).check(z.minLength(1, i18n._(msg`Choose at least one item to refund`))),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(refundLimits.reasonMin, reasonLength),
        z.maxLength(refundLimits.reasonMax, reasonLength),
      ),
  });
};
