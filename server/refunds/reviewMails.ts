import type { RefundRequest } from '../../contracts/refunds';

const money = (n: number) => `$${n.toFixed(2)}`;
const itemLines = (request: RefundRequest) => request.items.map((i) => `${i.name}: ${money(i.amount)}`);

/** A review asked of support: what was asked, and that nothing is refunded until support decides. */
export function refundReviewReceivedMail(request: RefundRequest) {
  return {
    subject: `We received your refund request (order ${request.studentPaymentTrxId})`,
    body: [
      'Support will review your refund request and answer you by e-mail. Nothing is refunded until they approve it.',
      '',
      `Order ${request.studentPaymentTrxId}, refund request ${request.refundRequestId}`,
      ...itemLines(request),
      `Asked: ${money(request.amount)}`,
      `Your reason: ${request.reason}`,
    ].join('\n'),
  };
}

/** A review support declined, with their reason; the course stays open as it was. */
export function refundDeclinedMail(request: RefundRequest) {
  return {
    subject: `Your refund request was declined (order ${request.studentPaymentTrxId})`,
    body: [
      'Support reviewed your refund request and could not approve it. Nothing was refunded, and your course stays open as it was.',
      '',
      `Order ${request.studentPaymentTrxId}, refund request ${request.refundRequestId}`,
      ...itemLines(request),
      `Reason: ${request.declineReason ?? ''}`,
      '',
      'If you have questions, reply through Support in your account.',
    ].join('\n'),
  };
}
