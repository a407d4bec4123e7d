import type { Discount, DiscountType, UpsellItem } from '@contracts/checkout';
import type { PriceExtraItem } from '@contracts/courseConfig';

import type { CartVariant } from '../shared/checkoutOrder';
import type { Failure } from '../shared/failure';
import type { StoredPaymentMethod } from './cartRules';

/** A discount as the student typed it (and as the review page finds it stored). */
export interface DiscountChoice {
  code: string;
  type: DiscountType;
}

/** What a cart page remembers for review-cart-and-checkout (storage key cartSelection). */
export interface CartSelection {
  upsellConfigCourseIds: number[];
  extraPriceTypeIds: number[];
  discount: DiscountChoice | null;
}

/** The page and what the browser holds for it; the Screen reads storage into this. */
export interface CartEntry {
  variant: CartVariant;
  studentId: number | null;
  organisationId: number;
  /** The course bought (upsell cart: the purchased course the offers belong to). */
  configCourseId: number | null;
  stateId: number | null;
  /** upsell cart: the upsells chosen on an offers page. */
  upsellConfigCourseIds: number[];
  /** parent cart: the further courses of the parent link. */
  secondaryConfigCourseIds: number[];
  /** parent cart: the pending transaction the parent pays. */
  studentPaymentTrxId: number | null;
  /** review cart: what the cart page stored. */
  storedSelection: CartSelection | null;
  /** fast-lane cart: the express page's payment choice. */
  storedPaymentMethod: StoredPaymentMethod | null;
}

/** A course the cart sells as such (the base course; the parent cart's courses). */
export interface CartCourseOffer {
  configCourseId: number;
  name: string;
  description: string;
  logoPath: string | null;
  price: number;
  /** 0 for none. */
  crossPrice: number;
}

/** Everything the cart page loaded, priced. */
export interface CartOffer {
  /** The base course; the parent cart's primary and further courses; none in the upsell cart. */
  courses: CartCourseOffer[];
  /** Upsells on offer (the upsell cart: the stored payload's upsells). */
  upsells: UpsellItem[];
  /** Mail and BHWL add-ons of the base course. */
  extras: PriceExtraItem[];
  /** review cart: the stored discount checked again; null when there is none or it is no longer valid. */
  discount: Discount | null;
}

export interface LoadCartInput {
  variant: CartVariant;
  configCourseId: number;
  /** Courses priced one by one (the parent cart's further courses). */
  secondaryConfigCourseIds: number[];
  /** Whether to load the upsell price list (02 §9: never for 776 and 777). */
  withUpsells: boolean;
  /** Keep only these upsells (the upsell cart); null keeps all. */
  onlyUpsellIds: number[] | null;
  /** review cart: the stored discount to check again. */
  storedDiscount: DiscountChoice | null;
}

export interface ApplyDiscountInput extends DiscountChoice {
  configCourseId: number;
}

export interface CartContext {
  entry: CartEntry;
  offer: CartOffer | null;
  /** Chosen upsells, the audio upgrade included when added. */
  chosenUpsellIds: number[];
  chosenExtraIds: number[];
  discount: Discount | null;
  /** The last refused discount code, shown under the field. */
  discountFailure: Failure | null;
  /** 'Skip and Next' was chosen in the Last Chance modal. */
  audioSkipped: boolean;
  flashDealClosed: boolean;
  /** The failed load. */
  failure: Failure | null;
}

export type CartEvent =
  | { type: 'retry.request' }
  | { type: 'upsell.add'; configCourseId: number }
  | { type: 'upsell.remove'; configCourseId: number }
  | { type: 'audio.toggle' }
  | { type: 'extra.toggle'; coursePriceTypeId: number }
  | { type: 'flashDeal.close' }
  | { type: 'discount.apply'; code: string; discountType: DiscountType }
  | { type: 'discount.remove' }
  | { type: 'checkout.proceed' }
  | { type: 'lastChance.addAudio' }
  | { type: 'lastChance.skip' }
  | { type: 'cart.edit' };
