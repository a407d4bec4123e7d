import { describe, expect, it } from 'vitest';

import type { PriceExtraItem } from '@contracts/courseConfig';

import { baseCourse, cartEntry, tenPercentOff, upsellItem } from '../../tests/model/cart.fixtures';
import { allMethods } from '../../tests/model/payment.fixtures';
import type { CartOffer } from './cart.types';
import {
  audioUpgradeOffer,
  cartContents,
  checkoutOrder,
  initialChoice,
  isCartEmpty,
  loadsUpsells,
  ordinaryUpsells,
  paymentOptionsFor,
  selectionOf,
  startsNewFlow,
  totalsOf,
} from './cartRules';

const extra = (
  coursePriceTypeId: number,
  priceTypeCode: 'Mail' | 'BHWL',
  price: number,
  selected = false,
): PriceExtraItem => ({
  coursePriceTypeId,
  priceTypeCode,
  bhwlName: `${priceTypeCode} ${coursePriceTypeId}`,
  bhwlDescription: '',
  price,
  selected,
});
const audio = upsellItem(901, 'Florida Audio Course', 10, 0, true);
const book = upsellItem(801, 'Workbook', 15, 20);
const offer: CartOffer = {
  courses: [baseCourse],
  upsells: [book, audio],
  extras: [extra(31, 'Mail', 5, true), extra(32, 'BHWL', 100)],
  discount: null,
};

describe('audio upgrade offer (02 §2 Cart, §9 state 36)', () => {
  it('is the upgrade whose name contains Audio, in state 36 only', () => {
    expect(audioUpgradeOffer(36, [book, audio])).toBe(audio);
    expect(audioUpgradeOffer(5, [book, audio])).toBeUndefined();
    expect(audioUpgradeOffer(null, [book, audio])).toBeUndefined();
  });
  it('reads the course name when the upsell name has no Audio, and ignores non-upgrades', () => {
    const byCourse = upsellItem(902, 'Premium', 9, 0, true, 'Audio Premium');
    expect(audioUpgradeOffer(36, [byCourse])).toBe(byCourse);
    expect(audioUpgradeOffer(36, [upsellItem(903, 'Audio book', 9)])).toBeUndefined();
  });
  it('is not among the ordinary upsell cards', () => {
    expect(ordinaryUpsells(36, [book, audio])).toEqual([book]);
    expect(ordinaryUpsells(5, [book, audio])).toEqual([book, audio]);
  });
});

describe('which pages do what', () => {
  it('resets the choice on new-flow pages only (02 §4 Flow start)', () => {
    expect(['normal', 'az', 'fastLane', 'schedule'].every((v) => startsNewFlow(v as never))).toBe(true);
    expect(['upsell', 'parent', 'review'].some((v) => startsNewFlow(v as never))).toBe(false);
  });
  it('loads upsells except for courses 776 and 777 and the parent cart (02 §9)', () => {
    expect(loadsUpsells({ variant: 'normal', configCourseId: 611 })).toBe(true);
    expect(loadsUpsells({ variant: 'normal', configCourseId: 776 })).toBe(false);
    expect(loadsUpsells({ variant: 'az', configCourseId: 777 })).toBe(false);
    expect(loadsUpsells({ variant: 'parent', configCourseId: 611 })).toBe(false);
  });
});

describe('initial choice', () => {
  it('starts a new flow with nothing chosen but the extras selected by default', () => {
    expect(initialChoice(cartEntry(), offer)).toEqual({ chosenUpsellIds: [], chosenExtraIds: [31], discount: null });
  });
  it('chooses every payload upsell in the upsell cart', () => {
    expect(initialChoice(cartEntry({ variant: 'upsell' }), offer).chosenUpsellIds).toEqual([801, 901]);
  });
  it('restores the stored choice on review, keeping only what is still offered', () => {
    const review = cartEntry({
      variant: 'review',
      storedSelection: {
        upsellConfigCourseIds: [901, 999],
        extraPriceTypeIds: [32],
        discount: { code: 'SAVE10', type: 'DISCOUNTCODE' },
      },
    });
    expect(initialChoice(review, { ...offer, discount: tenPercentOff })).toEqual({
      chosenUpsellIds: [901],
      chosenExtraIds: [32],
      discount: tenPercentOff,
    });
  });
});

describe('cart arithmetic and the order', () => {
  const cart = {
    entry: cartEntry(),
    offer,
    chosenUpsellIds: [801, 901],
    chosenExtraIds: [31],
    discount: tenPercentOff,
  };
  it('prices base course, upsells, extras and the discount with the shared rules', () => {
    expect(cartContents(cart).upsells).toEqual([
      { configCourseId: 801, price: 15, crossPrice: 20, isUpgrade: false },
      { configCourseId: 901, price: 10, crossPrice: 0, isUpgrade: true },
    ]);
    // 25 + 15 + 10 + 5 = 55; 10 % off = 5.5; saved = 25 + 5 + 5.5.
    expect(totalsOf(cart)).toEqual({ subtotal: 55, discountAmount: 5.5, total: 49.5, saved: 35.5 });
  });
  it('builds the checkout order: the upgrade is primary, GSA for organisation 1481', () => {
    const order = checkoutOrder({ ...cart, entry: cartEntry({ organisationId: 1481 }) });
    expect(order.payment.primaryConfigCourseId).toBe(901);
    expect(order.payment.totalAmount).toBe(49.5);
    expect(order.isGSACourse).toBe(true);
    expect(order.discount).toEqual({ code: 'SAVE10', type: 'DISCOUNTCODE' });
    expect(order.courseNames).toEqual(['Basic Driver Improvement', 'Workbook', 'Florida Audio Course']);
  });
  it("pays the parent cart's further courses as non-primary lines", () => {
    const parent = {
      entry: cartEntry({ variant: 'parent', studentPaymentTrxId: 55 }),
      offer: {
        ...offer,
        courses: [
          ...offer.courses,
          { configCourseId: 612, name: 'Second', description: '', logoPath: null, price: 30, crossPrice: 0 },
        ],
        upsells: [],
        extras: [],
      },
      chosenUpsellIds: [],
      chosenExtraIds: [],
      discount: null,
    };
    const order = checkoutOrder(parent);
    expect(order.payment.lines.map((l) => [l.configCourseId, l.isPrimary])).toEqual([
      [611, true],
      [612, false],
    ]);
    expect(order.studentPaymentTrxId).toBe(55);
    expect(order.payment.totalAmount).toBe(55);
  });
  it('needs a student to build an order', () => {
    expect(() => checkoutOrder({ ...cart, entry: cartEntry({ studentId: null }) })).toThrow();
  });
  it('stores the choice for review and knows an empty upsell cart', () => {
    expect(selectionOf(cart)).toEqual({
      upsellConfigCourseIds: [801, 901],
      extraPriceTypeIds: [31],
      discount: { code: 'SAVE10', type: 'DISCOUNTCODE' },
    });
    expect(isCartEmpty({ ...cart, offer: { ...offer, courses: [] }, chosenUpsellIds: [] })).toBe(true);
    expect(isCartEmpty(cart)).toBe(false);
  });
});

describe('payment options per page', () => {
  it('lets the parent pay by card or wallet only', () => {
    expect(paymentOptionsFor('parent', 'Paypal')).toEqual({ ...allMethods, payLater: false, parentRequest: false });
  });
  it("pre-selects the express page's choice on the fast-lane cart", () => {
    expect(paymentOptionsFor('fastLane', 'Credit Card').preferred).toBe('card');
    expect(paymentOptionsFor('fastLane', 'Paypal').preferred).toBe('wallet');
    expect(paymentOptionsFor('fastLane', 'Apple').preferred).toBe('wallet');
    expect(paymentOptionsFor('fastLane', null).preferred).toBeNull();
  });
  it('offers every way to pay elsewhere', () => {
    // Every way: card, wallet, pay later and the parent request, none pre-selected.
    expect(paymentOptionsFor('normal', 'Paypal')).toEqual(allMethods);
  });
});
