import type { LanguageCode } from '../../contracts/languages';
import type { RefundRequest } from '../../contracts/refunds';
import { wordsIn } from '../i18n/serverText';

const money = (n: number) => `$${n.toFixed(2)}`;
const itemLines = (request: RefundRequest) => request.items.map((i) => `${i.name}: ${money(i.amount)}`).join('\n');

const received = {
  subject: /*i18n*/ {
    id: 'mail.refundReviewReceived.subject',
    message: 'We received your refund request (order {trxId})',
  },
  body: /*i18n*/ {
    id: 'mail.refundReviewReceived.body',
    message:
      'Support will review your refund request and answer you by e-mail. Nothing is refunded until they approve it.\n\nOrder {trxId}, refund request {refundRequestId}\n{items}\nAsked: {amount}\nYour reason: {reason}',
  },
};
const declined = {
  subject: /*i18n*/ {
    id: 'mail.refundDeclined.subject',
    message: 'Your refund request was declined (order {trxId})',
  },
  body: /*i18n*/ {
    id: 'mail.refundDeclined.body',
    message:
      'Support reviewed your refund request and could not approve it. Nothing was refunded, and your course stays open as it was.\n\nOrder {trxId}, refund request {refundRequestId}\n{items}\nReason: {reason}\n\nIf you have questions, reply through Support in your account.',
  },
};

/** A review asked of support: what was asked, and that nothing is refunded until support decides. */
export function refundReviewReceivedMail(language: LanguageCode, request: RefundRequest) {
  const t = wordsIn(language);
  const values = {
    trxId: String(request.studentPaymentTrxId),
    refundRequestId: String(request.refundRequestId),
    items: itemLines(request),
    amount: money(request.amount),
    reason: request.reason,
  };
  return { subject: t(received.subject, values), body: t(received.body, values) };
}

/** A review support declined, with their reason; the course stays open as it was. */
export function refundDeclinedMail(language: LanguageCode, request: RefundRequest) {
  const t = wordsIn(language);
  const values = {
    trxId: String(request.studentPaymentTrxId),
    refundRequestId: String(request.refundRequestId),
    items: itemLines(request),
    reason: request.declineReason ?? '',
  };
  return { subject: t(declined.subject, values), body: t(declined.body, values) };
}
