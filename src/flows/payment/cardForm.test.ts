import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { sandboxCards } from '@contracts/checkout';

import { cardFormSchema, type CardFormValues, paymentMethodRequest } from './cardForm';
import { parentRequestFormSchema } from './parentRequestForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const now = () => new Date(2026, 10, 21);
const valid: CardFormValues = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '11/26',
  cvc: '123',
  nameOnCard: 'Riley Stone',
  zip: '94105',
};
// The first message of each field is the one shown.
const errors = (values: Partial<CardFormValues>) =>
  Object.fromEntries(
    (cardFormSchema(i18n, now).safeParse({ ...valid, ...values }).error?.issues ?? [])
      .toReversed()
      .map((issue) => [issue.path[0], issue.message]),
  );

describe('card form', () => {
  it('accepts a valid card, spaces in the number allowed', () => {
    expect(errors({})).toEqual({});
  });
  it('words every refused field', () => {
    expect(errors({ cardNumber: '', expiry: '', cvc: '', nameOnCard: ' ', zip: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiry: 'Expiration date is required',
      cvc: 'CVC is required',
      nameOnCard: 'Name on card is required',
      zip: 'ZIP is required',
    });
    expect(
      errors({
        cardNumber: '4242 4242 4242 4241',
        expiry: '13/26',
        cvc: '12',
        nameOnCard: 'x'.repeat(61),
        zip: '9410',
      }),
    ).toEqual({
      cardNumber: 'Your card number is incorrect.',
      expiry: 'Enter the expiration date as MM/YY',
      cvc: 'Enter the 3 or 4 digit CVC',
      nameOnCard: 'Name on card is too long',
      zip: 'Enter a 5-digit ZIP',
    });
  });
  it('refuses an expiry month already over', () => {
    expect(errors({ expiry: '10/26' })).toEqual({ expiry: 'Your card has expired.' });
  });
  it('sends the number as digits only', () => {
    expect(paymentMethodRequest({ ...valid, nameOnCard: ' Riley Stone ' })).toEqual({
      cardNumber: sandboxCards.success,
      expiry: '11/26',
      cvc: '123',
      nameOnCard: 'Riley Stone',
      zip: '94105',
    });
  });
});

describe('parent request form', () => {
  const error = (requestEmail: string) =>
    parentRequestFormSchema(i18n).safeParse({ requestEmail }).error?.issues[0]?.message;
  it('accepts a valid e-mail of 10 to 100 characters', () => {
    expect(error('parent@example.com')).toBeUndefined();
  });
  it('refuses empty, malformed, short and long e-mails', () => {
    expect(error('')).toBe('Parent or guardian e-mail is required');
    expect(error('parent@')).toBe('Please enter a valid email address');
    expect(error('a@b.co')).toBe('The e-mail must be 10 to 100 characters long');
    expect(error(`${'a'.repeat(95)}@example.com`)).toBe('The e-mail must be 10 to 100 characters long');
  });
});
