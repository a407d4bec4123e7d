import { checkoutFailureCodes, checkoutMessages, type ClientTokens, sandboxCards } from '@contracts/checkout';
import type { CheckoutResult, PaymentInput, PaymentMethod, PaymentMethodRequest } from '@machines/payment';
import type { CheckoutOrder, PaymentOptions } from '@machines/shared/checkoutOrder';
import type { Failure } from '@machines/shared/failure';

import { networkFailure, refusal } from './failures.fixtures';

/** A course with an audio upgrade and a mail extra, priced by contracts/pricing.ts paymentLines. */
export const paidOrder: CheckoutOrder = {
  variant: 'normal',
  studentId: 501,
  organisationId: 1001,
  payment: {
    primaryConfigCourseId: 612,
    totalAmount: 44.9,
    lines: [
      { configCourseId: 611, priceTypeCode: 'BASEPR', price: 29.95, isPrimary: false },
      { configCourseId: 612, priceTypeCode: 'BASEPR', price: 9.95, isPrimary: true },
      {
        configCourseId: 612,
        priceTypeCode: 'Mail',
        price: 5,
        coursePriceTypeId: 3,
        bhwlName: 'Mail',
        isPrimary: false,
      },
    ],
  },
  discount: null,
  studentPaymentTrxId: null,
  isGSACourse: false,
  courseNames: ['California Traffic School', 'Audio upgrade'],
};

export const freeOrder: CheckoutOrder = {
  ...paidOrder,
  organisationId: 1481,
  payment: {
    primaryConfigCourseId: 611,
    totalAmount: 0,
    lines: [{ configCourseId: 611, priceTypeCode: 'BASEPR', price: 0, isPrimary: true }],
  },
  isGSACourse: true,
  courseNames: ['Fleet Safety Course'],
};

export const allMethods: PaymentOptions = {
  card: true,
  wallet: true,
  payLater: true,
  parentRequest: true,
  preferred: null,
};

export const paymentInputs = {
  everyMethod: { order: paidOrder, options: allMethods },
  free: { order: freeOrder, options: allMethods },
  expressCard: {
    order: { ...paidOrder, variant: 'fastLane' },
    options: { ...allMethods, payLater: false, parentRequest: false, preferred: 'card' },
  },
  expressWallet: {
    order: { ...paidOrder, variant: 'fastLane' },
    options: { ...allMethods, payLater: false, parentRequest: false, preferred: 'wallet' },
  },
} satisfies Record<string, PaymentInput>;

export const sandboxTokens: ClientTokens = {
  card: { gateway: 'Sandbox', publishableKey: null, sandbox: true },
  wallet: { gateway: 'Paypal', clientToken: 'wallet-sandbox-token' },
};
export const cardOnlyTokens: ClientTokens = { ...sandboxTokens, wallet: null };

/** The card form as the student fills it (the view driver types these into the labelled fields). */
export const testCard = (cardNumber: string = sandboxCards.success): PaymentMethodRequest => ({
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Riley Stone',
  zip: '94105',
});

export const cardMethod: PaymentMethod = { paymentMethodId: 'pm_sandbox_1', brand: 'Visa', last4: '4242' };
export const paid: CheckoutResult = { studentPaymentTrxId: 9001, studentCourseId: 7001, paymentStatus: 'Completed' };
export const pendingPayment: CheckoutResult = {
  studentPaymentTrxId: 9002,
  studentCourseId: 7001,
  paymentStatus: 'PaymentPending',
};

export const parentEmail = 'parent.stone@example.com';

export const refusals = {
  declined: refusal(402, checkoutFailureCodes.cardDeclined, checkoutMessages.cardDeclined),
  alreadyPaid: refusal(409, checkoutFailureCodes.alreadyPaid, checkoutMessages.alreadyPaid),
  inProgress: refusal(409, checkoutFailureCodes.paymentInProgress, checkoutMessages.paymentInProgress),
  network: networkFailure,
  cardInvalid: refusal(400, checkoutFailureCodes.cardInvalid, checkoutMessages.cardInvalid),
} satisfies Record<string, Failure>;
