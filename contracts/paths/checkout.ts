import { dashboard } from './prefixes';

/** API paths of cart, payment and receipt (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
/** Unnamed by the spec ('POST student purchase details'). */
export const purchaseDetails = '/student/course/payment/purchase-details';
export const upsellPrices = `${dashboard}/student/configcourseprice/`;
export const upsellSave = `${dashboard}/student/course/upsell/`;
export const discount = '/student/course/discount';
export const paymentClientTokens = '/student/course/payment/gateway/client-tokens';
export const paymentMethod = '/student/course/payment/tilled/paymentMethod/';
export const receipt = '/student/course/payment/receipt';
export const receiptEmail = '/improv-student/student-certificate/send/payment-receipt';
/** The shopper-review (survey) submit; a plain GET on our own server instead of third-party JSONP. */
export const shopperReview = '/improv-student/shopper-review';
