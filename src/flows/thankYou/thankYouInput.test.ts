// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { createAppStorage } from '@shared/storage/storage';

import { requestedOrderOf, thankYouInputOf } from './thankYouInput';

describe('thank-you input from the browser (02 §3)', () => {
  it('reads the order asked for in the address', () => {
    expect(requestedOrderOf(new URLSearchParams('studentPaymentTrxId=5002'))).toBe(5002);
    expect(requestedOrderOf(new URLSearchParams(''))).toBeUndefined();
    expect(requestedOrderOf(new URLSearchParams('studentPaymentTrxId=abc'))).toBeNull();
  });
  it('builds the after-payment input from stored values', () => {
    const storage = createAppStorage(window.sessionStorage);
    storage.clearSession();
    storage.set('studentId', 42);
    storage.set('studentPaymentTrxId', 5001);
    storage.set('fastLaneFlag', 'true');
    storage.set('fastLaneStep', '3');
    storage.set('isShowShopperRequired', 'true');
    storage.set('upsellPaymentFlag', '1');
    expect(thankYouInputOf(storage, undefined, false, () => 0.5)).toEqual({
      studentId: 42,
      studentPaymentTrxId: 5001,
      afterPayment: true,
      fastLaneStep: '3',
      isFastLaneStudent: true,
      parentEmailFlow: false,
      surveyRequired: true,
      skipPersonalInfo: false,
      upsellPayment: true,
      triviaIndex: 12,
      azFlow: false,
    });
  });
  it('shows an order from the history: the address wins over the stored transaction', () => {
    const storage = createAppStorage(window.sessionStorage);
    storage.clearSession();
    storage.set('studentPaymentTrxId', 5001);
    const input = thankYouInputOf(storage, 5002, true, () => 0);
    expect(input).toMatchObject({
      studentPaymentTrxId: 5002,
      afterPayment: false,
      surveyRequired: true,
      triviaIndex: 0,
    });
  });
});
