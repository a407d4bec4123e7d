import type { Discount } from './checkout';

/**
 * Cart arithmetic shared by the app (what the cart shows) and the server (what a checkout must add up to),
 * so both always agree (02 §2 Cart, §4 Pay later). Amounts are dollars rounded to cents.
 */
export const roundMoney = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/** 02 §2 Flash deal: (crossOut − base) / crossOut, rounded to a whole percent; 0 when there is no saving. */
export function flashDealPercent(basePrice: number, crossOutPrice: number): number {
  if (crossOutPrice <= 0 || crossOutPrice <= basePrice) return 0;
  return Math.round(((crossOutPrice - basePrice) / crossOutPrice) * 100);
}

export interface CartCourse {
  configCourseId: number;
  price: number;
  /** Struck-through price (0 for none). */
  crossPrice: number;
}

export interface CartUpsell extends CartCourse {
  isUpgrade: boolean;
}

export interface CartExtra {
  coursePriceTypeId: number;
  priceTypeCode: 'Mail' | 'BHWL';
  name: string;
  price: number;
}

export interface CartContents {
  /** The course being bought (absent in the upsell cart, which sells only upsells). */
  base: CartCourse | null;
  /** Chosen upsells (including an added upgrade). */
  upsells: CartUpsell[];
  extras: CartExtra[];
  discount: Discount | null;
}

export interface CartTotals {
  /** Before the discount. */
  subtotal: number;
  /** Money off (positive), never more than the subtotal. */
  discountAmount: number;
  total: number;
  /** 02 §2 'YOU SAVED': base-course savings + upsell savings + the discount. */
  saved: number;
}

const saving = (c: CartCourse) => Math.max(0, c.crossPrice - c.price);

export function discountAmount(discount: Discount | null, subtotal: number): number {
  if (!discount || subtotal <= 0) return 0;
  const off = discount.isPercentageBased ? (subtotal * discount.percentage) / 100 : discount.value;
  return roundMoney(Math.min(subtotal, Math.max(0, off)));
}

export function cartTotals(cart: CartContents): CartTotals {
  const courses = [...(cart.base ? [cart.base] : []), ...cart.upsells];
  const subtotal = roundMoney(
    courses.reduce((sum, c) => sum + c.price, 0) + cart.extras.reduce((sum, e) => sum + e.price, 0),
  );
  const off = discountAmount(cart.discount, subtotal);
  return {
    subtotal,
    discountAmount: off,
    total: roundMoney(subtotal - off),
    saved: roundMoney(courses.reduce((sum, c) => sum + saving(c), 0) + off),
  };
}

export interface PaymentLine {
  configCourseId: number;
  priceTypeCode: string;
  price: number;
  coursePriceTypeId?: number;
  bhwlName?: string;
  isPrimary: boolean;
}

export interface CartPayment {
  /** The transaction's configCourse: the added upgrade if any (02 §4), else the base course, else the first upsell. */
  primaryConfigCourseId: number;
  lines: PaymentLine[];
  totalAmount: number;
}

/**
 * The checkout's lines: one BASEPR line per course (the primary one, then the upsells as non-primary lines), the
 * mail / BHWL extras, and the discount as a negative DISCOU (code) or GIFTCC (gift certificate) line. The lines add up
 * to the total.
 */
export function paymentLines(cart: CartContents): CartPayment {
  const upgrade = cart.upsells.find((u) => u.isUpgrade);
  const first = cart.base ?? cart.upsells[0];
  if (!first) throw new Error('paymentLines: an empty cart');
  const primaryConfigCourseId = upgrade?.configCourseId ?? first.configCourseId;
  const totals = cartTotals(cart);
  const lines: PaymentLine[] = [];
  if (cart.base)
    lines.push({
      configCourseId: cart.base.configCourseId,
      priceTypeCode: 'BASEPR',
      price: cart.base.price,
      isPrimary: !upgrade,
    });
  for (const u of cart.upsells) {
    lines.push({
      configCourseId: u.configCourseId,
      priceTypeCode: 'BASEPR',
      price: u.price,
      isPrimary: u.configCourseId === primaryConfigCourseId,
    });
  }
  for (const e of cart.extras) {
    lines.push({
      configCourseId: primaryConfigCourseId,
      priceTypeCode: e.priceTypeCode,
      price: e.price,
      coursePriceTypeId: e.coursePriceTypeId,
      bhwlName: e.name,
      isPrimary: false,
    });
  }
  if (cart.discount && totals.discountAmount > 0) {
    lines.push({
      configCourseId: primaryConfigCourseId,
      priceTypeCode: cart.discount.type === 'GIFTCERTIFICATE' ? 'GIFTCC' : 'DISCOU',
      price: -totals.discountAmount,
      isPrimary: false,
    });
  }
  return { primaryConfigCourseId, lines, totalAmount: totals.total };
}
