import { describe, expect, it } from 'vitest';

import type { StorageKey } from '@shared/storage/keys';

import { cartEntry } from '../../../tests/model/cart.fixtures';
import { readCartEntry } from './cartEntry';

const reader = (values: Partial<Record<StorageKey, unknown>>) => ({ get: (key: StorageKey) => values[key] as never });
const stored = { studentId: 7, organisationId: 1481, configCourseId: 611, stateId: 36, paymentMethod: 'Paypal' };

describe('readCartEntry', () => {
  it('reads the student, course and state for a normal cart', () => {
    expect(readCartEntry(reader(stored), 'normal')).toEqual(
      cartEntry({ organisationId: 1481, storedPaymentMethod: 'Paypal' }),
    );
  });
  it("marks what is missing as null and defaults the organisation to the product's own", () => {
    const entry = readCartEntry(reader({}), 'normal');
    expect(entry).toMatchObject({ studentId: null, configCourseId: null, stateId: null, organisationId: 1001 });
  });
  it("takes the upsell cart's course and upsells from the stored payload", () => {
    const entry = readCartEntry(
      reader({ ...stored, upsellPayload: { configCourseId: 700, upsellConfigCourseIds: [801, 802] } }),
      'upsell',
    );
    expect(entry).toMatchObject({ configCourseId: 700, upsellConfigCourseIds: [801, 802] });
    expect(readCartEntry(reader(stored), 'upsell').configCourseId).toBeNull();
  });
  it("reads the parent cart's further courses and pending transaction, and the review cart's stored choice", () => {
    const values = {
      ...stored,
      secondaryConfigCourseIds: [612],
      studentPaymentTrxId: 55,
      cartSelection: { upsellConfigCourseIds: [801], extraPriceTypeIds: [], discount: null },
    };
    expect(readCartEntry(reader(values), 'parent')).toMatchObject({
      secondaryConfigCourseIds: [612],
      studentPaymentTrxId: 55,
      storedSelection: null,
    });
    expect(readCartEntry(reader(values), 'review')).toMatchObject({
      secondaryConfigCourseIds: [],
      studentPaymentTrxId: null,
      storedSelection: values.cartSelection,
    });
  });
});
