import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import {
  type CartContents,
  type CartExtra,
  type CartPayment,
  type PaymentLine,
  paymentLines,
} from '../../contracts/pricing';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { coursePrice, priceExtras, upsellOffers } from './catalogue';
import { type DiscountRow, findUsableDiscount } from './discounts';
import type { CheckoutRequestBody } from './gateways';

/**
 * Server-side pricing of a checkout: the cart is rebuilt from the database (course price, upsell offers, mail / BHWL
 * extras, the discount by code) with contracts/pricing.ts, and the request's lines and total must match it exactly.
 */

export interface PricedCheckout {
  /** The course bought (null in the upsell cart, which sells upsells of a course the student already owns). */
  baseConfigCourseId: number | null;
  /** The course whose offers the upsells are. */
  ownerConfigCourseId: number;
  upgradeConfigCourseId: number | null;
  /** Non-upgrade upsells: each becomes its own student course. */
  extraCourseIds: number[];
  payment: CartPayment;
  discountRow: DiscountRow | null;
  /** Money taken off by the discount (a gift certificate's remaining value goes down by it). */
  discountAmount: number;
}

export const totalMismatch = () =>
  new ApiError(400, checkoutMessages.totalMismatch, checkoutFailureCodes.totalMismatch);
const cents = (n: number) => Math.round(n * 100);
const lineKey = (l: { configCourseId: number; priceTypeCode: string; price: number; coursePriceTypeId?: number }) =>
  `${l.configCourseId}|${l.priceTypeCode}|${cents(l.price)}|${l.coursePriceTypeId ?? ''}`;

interface OwnedCourse {
  config_course_id: number;
  status: string;
}

/** Picks the base course (every other course line is one of its offers) or, for the upsell cart, the owned course. */
async function cartShape(db: Queryable, courseIds: number[], primaryId: number, owned: OwnedCourse[]) {
  const pendingIds = owned.filter((c) => c.status === 'PaymentPending').map((c) => c.config_course_id);
  const paidIds = owned.filter((c) => c.status !== 'PaymentPending').map((c) => c.config_course_id);
  if (!courseIds.some((id) => pendingIds.includes(id))) {
    for (const ownerId of paidIds) {
      const offers = (await upsellOffers(db, ownerId)).map((o) => o.upsellConfigCourse.configCourseId);
      if (courseIds.every((id) => offers.includes(id))) return { baseId: null, ownerId };
    }
  }
  const candidates = [primaryId, ...courseIds.filter((id) => id !== primaryId)];
  for (const id of candidates) {
    if (!courseIds.includes(id)) continue;
    const offers = (await upsellOffers(db, id)).map((o) => o.upsellConfigCourse.configCourseId);
    if (courseIds.every((other) => other === id || offers.includes(other))) return { baseId: id, ownerId: id };
  }
  // An upgrade is sent as the transaction's course: its base is the course it is offered with.
  throw totalMismatch();
}

export async function priceCheckout(
  db: Queryable,
  request: CheckoutRequestBody,
  lines: Omit<PaymentLine, 'isPrimary'>[],
  owned: OwnedCourse[],
  now: Date,
): Promise<PricedCheckout> {
  const courseIds = [...new Set(lines.filter((l) => l.priceTypeCode === 'BASEPR').map((l) => l.configCourseId))];
  if (courseIds.length === 0) throw totalMismatch();
  const { baseId, ownerId } = await cartShape(db, courseIds, request.configCourse.configCourseId, owned);

  const offers = await upsellOffers(db, ownerId);
  const cart: CartContents = { base: null, upsells: [], extras: [], discount: null };
  if (baseId !== null) {
    const price = await coursePrice(db, baseId);
    if (!price) throw totalMismatch();
    cart.base = { configCourseId: baseId, ...price };
  }
  for (const id of courseIds.filter((c) => c !== baseId)) {
    const offer = offers.find((o) => o.upsellConfigCourse.configCourseId === id)!;
    cart.upsells.push({
      configCourseId: id,
      price: offer.basePrice,
      crossPrice: offer.crossPrice,
      isUpgrade: offer.upsellConfigCourse.isUpGradeCourse,
    });
  }
  const extras = baseId === null ? [] : await priceExtras(db, baseId);
  for (const l of lines.filter((x) => x.priceTypeCode === 'Mail' || x.priceTypeCode === 'BHWL')) {
    const extra = extras.find(
      (e) => e.coursePriceTypeId === l.coursePriceTypeId && e.priceTypeCode === l.priceTypeCode,
    );
    if (!extra || cart.extras.some((e) => e.coursePriceTypeId === extra.coursePriceTypeId)) throw totalMismatch();
    cart.extras.push({
      coursePriceTypeId: extra.coursePriceTypeId,
      priceTypeCode: extra.priceTypeCode,
      name: extra.bhwlName,
      price: extra.price,
    } satisfies CartExtra);
  }
  let discountRow: DiscountRow | null = null;
  if (request.discount) {
    const found = await findUsableDiscount(
      db,
      request.discount.code,
      request.discount.type,
      [ownerId, ...courseIds],
      now,
    );
    discountRow = found.row;
    cart.discount = found.discount;
  }
  const unknownCode = lines.find((l) => !['BASEPR', 'Mail', 'BHWL', 'DISCOU', 'GIFTCC'].includes(l.priceTypeCode));
  if (unknownCode) throw totalMismatch();

  const payment = paymentLines(cart);
  const expectedKeys = payment.lines.map(lineKey).sort();
  const givenKeys = lines.map(lineKey).sort();
  if (cents(payment.totalAmount) !== cents(request.totalAmount) || expectedKeys.join(',') !== givenKeys.join(','))
    throw totalMismatch();
  const upgrade = cart.upsells.find((u) => u.isUpgrade);
  return {
    baseConfigCourseId: baseId,
    ownerConfigCourseId: ownerId,
    upgradeConfigCourseId: upgrade?.configCourseId ?? null,
    extraCourseIds: cart.upsells.filter((u) => !u.isUpgrade).map((u) => u.configCourseId),
    payment,
    discountRow,
    discountAmount: -(
      payment.lines.find((l) => l.priceTypeCode === 'DISCOU' || l.priceTypeCode === 'GIFTCC')?.price ?? 0
    ),
  };
}
