import type { PurchaseRecord } from '@contracts/orders';

type TrxLine = PurchaseRecord['studentPaymentTrxLines'][number];

/** A line of a purchase record: its amount for a course under a price type (code and name), a lesson's name. */
const trxLine = (
  studentPaymentTrxLineId: number,
  price: number,
  courseName: string,
  code: string,
  name: string,
  bhwlName: string | null = null,
): TrxLine => ({
  studentPaymentTrxLineId,
  price,
  courseName,
  configCoursePrice: { coursePriceType: { code, name } },
  bhwlName,
});

/** A paid card order: base price, mail and a gift-card redemption (a negative line). */
export const paidOrder: PurchaseRecord = {
  targetId: 5001,
  nonceFromTheClient: 'sandbox_ch_5001',
  paymentDate: '2026-03-04T10:00:00Z',
  paymentMode: 'Card',
  paymentInstrumentType: 'Visa •••• 4242',
  paymentGateway: 'Sandbox',
  paymentStatus: 'Completed',
  totalAmount: 34.5,
  configCourse: { configCourseId: 611, course: { name: 'California Traffic School' } },
  student: { emailId: 'sam@example.com', aaid: null, affiliateId: null, acid: null, visitorId: null },
  studentPaymentTrxLines: [
    trxLine(1, 29.95, 'California Traffic School', 'BASEPR', 'BASE PRICE'),
    trxLine(2, 9.55, 'California Traffic School', 'Mail', 'Mail'),
    trxLine(3, -5, '', 'GIFTCC', 'Gift certificate'),
  ],
  billingName: 'TRAFFICSCHOOL*ONLINE',
};

/** A pay-later order still waiting for its payment: discount, a behind-the-wheel lesson and an unknown price type. */
export const pendingOrder: PurchaseRecord = {
  targetId: 5002,
  nonceFromTheClient: null,
  paymentDate: '2026-05-20T15:30:00Z',
  paymentMode: 'PayLater',
  paymentInstrumentType: null,
  paymentGateway: 'paylater',
  paymentStatus: 'PaymentPending',
  totalAmount: 78.95,
  configCourse: { configCourseId: 700, course: { name: 'Texas Defensive Driving' } },
  student: { emailId: 'sam@example.com', aaid: null, affiliateId: null, acid: null, visitorId: null },
  studentPaymentTrxLines: [
    trxLine(11, 29.95, 'Texas Defensive Driving', 'BASEPR', 'BASE PRICE'),
    trxLine(12, -5, 'Texas Defensive Driving', 'DISCOU', 'DISCOUNT'),
    trxLine(13, 49, 'Texas Defensive Driving', 'BHWL', 'BHWL', 'Two-hour road lesson'),
    trxLine(14, 5, 'Texas Defensive Driving', 'EXPED', 'Expedited certificate'),
  ],
  billingName: 'TRAFFICSCHOOL*ONLINE',
};

/** What each fixture's receipt shows, in English, line by line: [course, price type, amount]. */
export const receiptLines: Record<number, Array<[string, string, string]>> = {
  5001: [
    ['California Traffic School', 'Base Price', '$29.95'],
    ['California Traffic School', 'Mail', '$9.55'],
    ['California Traffic School', 'GiftCard Redemption Value', '−$5.00'],
  ],
  5002: [
    ['Texas Defensive Driving', 'Base Price', '$29.95'],
    ['Texas Defensive Driving', 'Discount', '−$5.00'],
    ['Texas Defensive Driving', 'BHWL (Two-hour road lesson)', '$49.00'],
    ['Texas Defensive Driving', 'Expedited certificate', '$5.00'],
  ],
};
export const receiptFacts: Record<number, { date: string; instrument: string; status: string; total: string }> = {
  5001: { date: 'Mar 4, 2026', instrument: 'Visa •••• 4242', status: 'Paid', total: '$34.50' },
  5002: { date: 'May 20, 2026', instrument: 'Pay later', status: 'Payment pending', total: '$78.95' },
};
