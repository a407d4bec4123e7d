import type { Discount, UpsellItem } from '@contracts/checkout';
import type { PriceExtraItem } from '@contracts/courseConfig';
import type { CartEntry, CartOffer } from '@machines/cart';
import type { Failure } from '@machines/shared/failure';

import { networkFailure, refusal } from './failures.fixtures';

/**
 * Cart fixtures built from the contracts' types (02 §3 Course price, Upsell item, Discount), for the model and for the
 * cart machine's own tests (machines/cart/*.test.ts).
 */
export const upsellItem = (
  configCourseId: number,
  name: string,
  price: number,
  crossPrice = 0,
  isUpGradeCourse = false,
  courseName = name,
): UpsellItem => ({
  upsellConfigCourse: {
    configCourseId,
    isUpGradeCourse,
    currentActive: true,
    basePrice: price,
    name,
    course: { name: courseName, description: `${courseName}: reduces point total by up to 4 points`, logoPath: null },
  },
  basePrice: price,
  crossPrice,
});

export const workbook = upsellItem(801, 'Workbook', 15, 20);
export const audioUpgrade = upsellItem(901, 'Florida Audio Course', 9.99, 0, true);

export const mailCertificate: PriceExtraItem = {
  coursePriceTypeId: 31,
  priceTypeCode: 'Mail',
  bhwlName: 'Certificate by mail',
  bhwlDescription: '',
  price: 5,
  selected: false,
};

export const drivingLesson: PriceExtraItem = {
  coursePriceTypeId: 41,
  priceTypeCode: 'BHWL',
  bhwlName: 'Two-hour driving lesson',
  bhwlDescription: 'With a licensed instructor.',
  price: 89.5,
  selected: true,
};

export const baseCourse = {
  configCourseId: 611,
  name: 'Basic Driver Improvement',
  description: 'The 4-hour course.',
  logoPath: null,
  price: 25,
  crossPrice: 50,
};
export const secondCourse = {
  configCourseId: 612,
  name: 'Mature Driver Course',
  description: '',
  logoPath: null,
  price: 30,
  crossPrice: 0,
};

export const tenPercentOff: Discount = {
  discountId: 3,
  code: 'SAVE10',
  type: 'DISCOUNTCODE',
  isPercentageBased: true,
  percentage: 10,
  value: 0,
  price: 0,
  isValueByPercentage: false,
};
export const giftCertificate: Discount = {
  ...tenPercentOff,
  discountId: 4,
  code: 'GIFT5',
  type: 'GIFTCERTIFICATE',
  isPercentageBased: false,
  percentage: 0,
  value: 5,
};

export const discountRefused: Failure = refusal(404, 'DISCOUNT_INVALID', 'This code is not valid.');
export const networkDown: Failure = networkFailure;

export const cartEntry = (over: Partial<CartEntry> = {}): CartEntry => ({
  variant: 'normal',
  studentId: 7,
  organisationId: 1001,
  configCourseId: 611,
  stateId: 36,
  upsellConfigCourseIds: [],
  secondaryConfigCourseIds: [],
  studentPaymentTrxId: null,
  storedSelection: null,
  storedPaymentMethod: null,
  ...over,
});

/** What loadCart answers for each page of the model. */
export function cartOfferFor(entry: CartEntry): CartOffer {
  switch (entry.variant) {
    case 'upsell':
      return { courses: [], upsells: [workbook], extras: [], discount: null };
    case 'parent':
      return { courses: [baseCourse, secondCourse], upsells: [], extras: [], discount: null };
    case 'schedule':
      return { courses: [{ ...baseCourse, crossPrice: 0 }], upsells: [], extras: [drivingLesson], discount: null };
    case 'review':
      return {
        courses: [baseCourse],
        upsells: [workbook, audioUpgrade],
        extras: [mailCertificate],
        discount: giftCertificate,
      };
    default:
      return { courses: [baseCourse], upsells: [workbook, audioUpgrade], extras: [mailCertificate], discount: null };
  }
}
