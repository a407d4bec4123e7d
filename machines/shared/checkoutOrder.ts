import type { DiscountType } from '@contracts/checkout';
import type { CartPayment } from '@contracts/pricing';

/** The cart pages (02 §2 routes) the cart machine serves; each is a variant of one flow. */
export const cartVariants = ['normal', 'az', 'upsell', 'fastLane', 'parent', 'schedule', 'review'] as const;
export type CartVariant = (typeof cartVariants)[number];

/** What the cart hands to payment once the student proceeds: everything a checkout needs, already priced. */
export interface CheckoutOrder {
  variant: CartVariant;
  studentId: number;
  organisationId: number;
  /** Lines, total and the primary course (contracts/pricing.ts paymentLines). */
  payment: CartPayment;
  discount: { code: string; type: DiscountType } | null;
  /** Paying an existing pending transaction (the parent cart of a parent payment request). */
  studentPaymentTrxId: number | null;
  /** 02 §4: organisation 1481 sets the GSA flag on a bypass. */
  isGSACourse: boolean;
  /** Shown in the payment panel's summary. */
  courseNames: string[];
}

/** Which ways to pay a cart variant offers (the parent pays by card or wallet only; no pay later for them). */
export interface PaymentOptions {
  card: boolean;
  wallet: boolean;
  payLater: boolean;
  parentRequest: boolean;
  /** Pre-selected method: the express page's choice (stored paymentMethod). */
  preferred: 'card' | 'wallet' | null;
}
