import { describe, expect, it } from 'vitest';

import type { ClientTokens } from '@contracts/checkout';

import { paidOrder } from '../../tests/model/payment.fixtures';
import type { CheckoutOrder } from '../shared/checkoutOrder';
import {
  bypassCheckout,
  cardCheckout,
  parentRequestCheckout,
  payLaterCheckout,
  transactionLines,
  walletCheckout,
} from './paymentRequest';

const bookLine = {
  configCourseId: 612,
  priceTypeCode: 'BHWL',
  price: 5,
  coursePriceTypeId: 4,
  bhwlName: 'Book',
  isPrimary: false,
};
const discountLine = { configCourseId: 612, priceTypeCode: 'DISCOU', price: -5, isPrimary: false };
/** The model's paid order (tests/model/payment.fixtures.ts) with a book extra and a discount instead of its mail extra. */
const order: CheckoutOrder = {
  ...paidOrder,
  payment: {
    ...paidOrder.payment,
    totalAmount: 39.9,
    lines: [...paidOrder.payment.lines.filter((line) => line.priceTypeCode === 'BASEPR'), bookLine, discountLine],
  },
  discount: { code: 'SAVE5', type: 'DISCOUNTCODE' },
  courseNames: ['Course'],
};
const tokens: ClientTokens = {
  card: { gateway: 'Sandbox', publishableKey: null, sandbox: true },
  wallet: { gateway: 'Paypal', clientToken: 'wallet-token' },
};

describe('transactionLines', () => {
  it('maps each priced line, keeping the extra item and the primary flag', () => {
    expect(transactionLines(order.payment.lines)).toEqual([
      { configCourseId: 611, priceTypeCode: 'BASEPR', price: 29.95, isPrimary: false },
      { configCourseId: 612, priceTypeCode: 'BASEPR', price: 9.95, isPrimary: true },
      bookLine,
      discountLine,
    ]);
  });
});

describe('checkout requests', () => {
  const common = {
    totalAmount: 39.9,
    isPrimary: true,
    student: { studentId: 501 },
    configCourse: { configCourseId: 612 },
    studentPaymentTrxLines: transactionLines(order.payment.lines),
    organisationId: 1001,
    idempotencyKey: 'key-12345678',
    discount: { code: 'SAVE5', type: 'DISCOUNTCODE' },
  };

  it('charges a card through the card gateway with its payment method', () => {
    expect(cardCheckout(order, tokens, 'pm_1', 'key-12345678')).toEqual({
      ...common,
      paymentGateway: 'Sandbox',
      nonceFromTheClient: 'pm_1',
    });
  });
  it('pays with the wallet gateway and its client token', () => {
    expect(walletCheckout(order, tokens.wallet!, 'key-12345678')).toEqual({
      ...common,
      paymentGateway: 'Paypal',
      nonceFromTheClient: 'wallet-token',
    });
  });
  it('pays later through the paylater gateway (02 §4)', () => {
    expect(payLaterCheckout(order, 'key-12345678')).toEqual({
      ...common,
      paymentGateway: 'paylater',
      isPayLater: true,
    });
  });
  it('asks a parent to pay: pay later with the flag and the e-mail (02 §4)', () => {
    expect(parentRequestCheckout(order, 'parent@example.com', 'key-12345678')).toEqual({
      ...common,
      paymentGateway: 'paylater',
      isPayLater: true,
      isParentPaymentRequest: true,
      requestEmail: 'parent@example.com',
    });
  });
  it('bypasses a zero total with BYPASSPAYMENT and the GSA flag of organisation 1481 (02 §4)', () => {
    const gsa = { ...order, organisationId: 1481, isGSACourse: true, discount: null, studentPaymentTrxId: 77 };
    const { discount: _none, ...withoutDiscount } = common;
    expect(bypassCheckout(gsa, 'key-12345678')).toEqual({
      ...withoutDiscount,
      organisationId: 1481,
      studentPaymentTrxId: 77,
      paymentGateway: 'BYPASSPAYMENT',
      totalAmount: 0,
      isGatewayBypass: true,
      isGSACourse: true,
    });
  });
});
