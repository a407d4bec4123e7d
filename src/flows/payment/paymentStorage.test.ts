// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { createAppStorage } from '@shared/storage';

import { storeParentRequest, storePurchase } from './paymentStorage';

const storage = createAppStorage(window.localStorage);
const cart = { upsellConfigCourseIds: [612], extraPriceTypeIds: [], discount: null };

describe('payment storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storage.set('cartSelection', cart);
    storage.set('upsellPaymentFlag', '1');
    storage.set('upsellPayload', { configCourseId: 611, upsellConfigCourseIds: [612] });
    storage.set('fastLaneStep', '2');
  });

  it('keeps the purchase and drops the cart selection', () => {
    storePurchase(storage, { studentCourseId: 7001, studentPaymentTrxId: 9001, fastLane: false, upsellCart: false });
    expect(storage.get('studentCourseId')).toBe(7001);
    expect(storage.get('studentPaymentTrxId')).toBe(9001);
    expect(storage.get('cartSelection')).toBeUndefined();
    expect(storage.get('fastLaneStep')).toBe('2');
    expect(storage.get('upsellPaymentFlag')).toBe('1');
  });
  it("moves the fast lane to billing details (step '3')", () => {
    storePurchase(storage, { studentCourseId: 7001, studentPaymentTrxId: 9001, fastLane: true, upsellCart: false });
    expect(storage.get('fastLaneStep')).toBe('3');
  });
  it("clears the upsell cart's payload and flag after it is paid", () => {
    storePurchase(storage, { studentCourseId: 7001, studentPaymentTrxId: 9001, fastLane: false, upsellCart: true });
    expect(storage.get('upsellPaymentFlag')).toBeUndefined();
    expect(storage.get('upsellPayload')).toBeUndefined();
  });
  it('marks a parent payment request', () => {
    storeParentRequest(storage);
    expect(storage.get('isParentPaymentRequest')).toBe('true');
  });
});
