import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { cardFormLimits, type PaymentMethodRequest } from '@contracts/checkout';

import { cardDigits, expiryInPast, expiryPattern, validCardNumber } from './cardRules';

/** The card form (02 §7 Card payment method creation): Luhn-valid 12–19 digits, MM/YY not in the past, CVC 3–4 digits, a name, a 5-digit ZIP. */
export const cardFormSchema = (i18n: I18n, now: () => Date = () => new Date()) =>
  z.object({
    cardNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, i18n._(msg`Card number is required`)),
        z.refine(validCardNumber, i18n._(msg`Your card number is incorrect.`)),
      ),
    expiry: z.string().check(
      z.trim(),
      z.minLength(1, i18n._(msg`Expiration date is required`)),
      z.regex(expiryPattern, i18n._(msg`Enter the expiration date as MM/YY`)),
      z.refine((expiry) => !expiryInPast(expiry, now()), i18n._(msg`Your card has expired.`)),
    ),
    cvc: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, i18n._(msg`CVC is required`)),
        z.regex(/^\d{3,4}$/, i18n._(msg`Enter the 3 or 4 digit CVC`)),
      ),
    nameOnCard: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, i18n._(msg`Name on card is required`)),
        z.maxLength(cardFormLimits.nameMax, i18n._(msg`Name on card is too long`)),
      ),
    zip: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, i18n._(msg`ZIP is required`)),
        z.regex(/^\d{5}$/, i18n._(msg`Enter a 5-digit ZIP`)),
      ),
  });
export type CardFormValues = z.infer<ReturnType<typeof cardFormSchema>>;

export const emptyCardForm: CardFormValues = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '', zip: '' };

/** The payment method request from valid form values: the card number as digits only. */
export const paymentMethodRequest = (values: CardFormValues): PaymentMethodRequest => ({
  cardNumber: cardDigits(values.cardNumber),
  expiry: values.expiry.trim(),
  cvc: values.cvc.trim(),
  nameOnCard: values.nameOnCard.trim(),
  zip: values.zip.trim(),
});
