import type { UpsellItem } from '@contracts/checkout';
import { type CartContents, type CartTotals, cartTotals, paymentLines } from '@contracts/pricing';

import { gsaOrganisationId } from '../registrationSubmit/registrationRules';
import type { CartVariant, CheckoutOrder, PaymentOptions } from '../shared/checkoutOrder';
import type { CartContext, CartEntry, CartOffer, CartSelection } from './cart.types';

/** 02 §9: the courses that never show upsells. */
export const coursesWithoutUpsells: readonly number[] = [776, 777];
/** 02 §2 Cart, §9: the audio upgrade is offered in this state only. */
export const audioUpgradeStateId = 36;

export type StoredPaymentMethod = 'Paypal' | 'Apple' | 'Credit Card';

/** 02 §4 Flow start: these pages start a new purchase, so chosen upsells and the discount are reset. */
export const startsNewFlow = (variant: CartVariant) =>
  variant === 'normal' || variant === 'az' || variant === 'fastLane' || variant === 'schedule';

/** Pages that only show the cart and go straight to paying it. */
export const isReadOnlyCart = (variant: CartVariant) => variant === 'review' || variant === 'parent';

/** Whether the page loads the upsell price list: not for 776/777, not for the parent cart. */
export const loadsUpsells = (entry: Pick<CartEntry, 'variant' | 'configCourseId'>) =>
  entry.variant !== 'parent' && entry.configCourseId !== null && !coursesWithoutUpsells.includes(entry.configCourseId);

/** The upsell's display name: its own name, else its course's. */
export const upsellName = (item: UpsellItem) => item.upsellConfigCourse.name || item.upsellConfigCourse.course.name;

/** 02 §2 Cart: the audio upgrade, offered only in state 36 for an upgrade whose name contains 'Audio'. */
export function audioUpgradeOffer(stateId: number | null, upsells: UpsellItem[]): UpsellItem | undefined {
  if (stateId !== audioUpgradeStateId) return undefined;
  return upsells.find(
    (u) =>
      u.upsellConfigCourse.isUpGradeCourse &&
      (u.upsellConfigCourse.name.includes('Audio') || u.upsellConfigCourse.course.name.includes('Audio')),
  );
}

/** The ordinary upsell cards: every offered upsell except the audio upgrade, which has its own card. */
export function ordinaryUpsells(stateId: number | null, upsells: UpsellItem[]): UpsellItem[] {
  const audio = audioUpgradeOffer(stateId, upsells);
  return upsells.filter((u) => u !== audio);
}

const idOf = (u: UpsellItem) => u.upsellConfigCourse.configCourseId;

/** What the cart holds when it opens: nothing chosen on a new flow, the payload in the upsell cart, the stored choice on review. */
export function initialChoice(
  entry: CartEntry,
  offer: CartOffer,
): Pick<CartContext, 'chosenUpsellIds' | 'chosenExtraIds' | 'discount'> {
  const offered = offer.upsells.map(idOf);
  const defaultExtras = offer.extras.filter((e) => e.selected).map((e) => e.coursePriceTypeId);
  if (entry.variant === 'upsell') return { chosenUpsellIds: offered, chosenExtraIds: [], discount: null };
  if (entry.variant === 'review') {
    const stored = entry.storedSelection;
    return {
      chosenUpsellIds: offered.filter((id) => stored?.upsellConfigCourseIds.includes(id)),
      chosenExtraIds: stored
        ? offer.extras.map((e) => e.coursePriceTypeId).filter((id) => stored.extraPriceTypeIds.includes(id))
        : defaultExtras,
      discount: offer.discount,
    };
  }
  return { chosenUpsellIds: [], chosenExtraIds: defaultExtras, discount: null };
}

type CartState = Pick<CartContext, 'entry' | 'offer' | 'chosenUpsellIds' | 'chosenExtraIds' | 'discount'>;

/** The chosen upsells, in the order they are offered. */
export const chosenUpsells = (c: CartState) =>
  (c.offer?.upsells ?? []).filter((u) => c.chosenUpsellIds.includes(idOf(u)));

/** The cart in the shape the shared price rules take (contracts/pricing.ts). */
export function cartContents(c: CartState): CartContents {
  const [base, ...further] = c.offer?.courses ?? [];
  const asCourse = (x: { configCourseId: number; price: number; crossPrice: number }) => ({
    configCourseId: x.configCourseId,
    price: x.price,
    crossPrice: x.crossPrice,
  });
  return {
    base: base ? asCourse(base) : null,
    upsells: [
      // The parent cart's further courses are paid as non-primary course lines.
      ...further.map((course) => ({ ...asCourse(course), isUpgrade: false })),
      ...chosenUpsells(c).map((u) => ({
        configCourseId: idOf(u),
        price: u.basePrice,
        crossPrice: u.crossPrice,
        isUpgrade: u.upsellConfigCourse.isUpGradeCourse,
      })),
    ],
    extras: (c.offer?.extras ?? [])
      .filter((e) => c.chosenExtraIds.includes(e.coursePriceTypeId))
      .map((e) => ({
        coursePriceTypeId: e.coursePriceTypeId,
        priceTypeCode: e.priceTypeCode,
        name: e.bhwlName,
        price: e.price,
      })),
    discount: c.discount,
  };
}

export const totalsOf = (c: CartState): CartTotals => cartTotals(cartContents(c));

export const isCartEmpty = (c: CartState) => (c.offer?.courses.length ?? 0) === 0 && c.chosenUpsellIds.length === 0;

/** What review-cart-and-checkout reads back (storage key cartSelection). */
export const selectionOf = (c: CartState): CartSelection => ({
  upsellConfigCourseIds: c.chosenUpsellIds,
  extraPriceTypeIds: c.chosenExtraIds,
  discount: c.discount ? { code: c.discount.code, type: c.discount.type } : null,
});

/** The hand-over to payment (machines/shared/checkoutOrder.ts). */
export function checkoutOrder(c: CartState): CheckoutOrder {
  const { entry } = c;
  // The machine never reaches checkout without a student (guard hasCourse).
  if (entry.studentId === null) throw new Error('checkoutOrder: no student');
  return {
    variant: entry.variant,
    studentId: entry.studentId,
    organisationId: entry.organisationId,
    payment: paymentLines(cartContents(c)),
    discount: c.discount ? { code: c.discount.code, type: c.discount.type } : null,
    studentPaymentTrxId: entry.studentPaymentTrxId,
    isGSACourse: entry.organisationId === gsaOrganisationId,
    courseNames: [...(c.offer?.courses ?? []).map((course) => course.name), ...chosenUpsells(c).map(upsellName)],
  };
}

const preferredByStoredMethod: Record<StoredPaymentMethod, PaymentOptions['preferred']> = {
  'Credit Card': 'card',
  Paypal: 'wallet',
  Apple: 'wallet',
};

/** Ways to pay per page: the parent pays by card or wallet; the express cart pre-selects the express page's choice. */
export function paymentOptionsFor(variant: CartVariant, storedMethod: StoredPaymentMethod | null): PaymentOptions {
  if (variant === 'parent') return { card: true, wallet: true, payLater: false, parentRequest: false, preferred: null };
  const preferred = variant === 'fastLane' && storedMethod ? preferredByStoredMethod[storedMethod] : null;
  return { card: true, wallet: true, payLater: true, parentRequest: true, preferred };
}
