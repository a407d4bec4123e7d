import type { RefundRequest } from '../../contracts/refunds';

const money = (n: number) => `$${n.toFixed(2)}`;

/** The refund receipt, plain text as the other mails: what was refunded, how much, when, and the reference. */
export function refundReceiptMail(request: RefundRequest, gatewayReference: string | null) {
  const lines = request.items.map((i) => `${i.name}: ${money(i.amount)}`);
  return {
    subject: `Your refund receipt (order ${request.studentPaymentTrxId})`,
    body: [
      'Your refund was made.',
      '',
      `Order ${request.studentPaymentTrxId}, refund request ${request.refundRequestId}`,
      ...lines,
      `Refunded: ${money(request.amount)}`,
      `Date: ${(request.decidedAt ?? request.requestedAt).slice(0, 10)}`,
      ...(gatewayReference ? [`Reference: ${gatewayReference}`] : []),
      '',
      'The money goes back to the card or account you paid with; your bank may take a few days to show it. A refunded course can no longer be opened.',
    ].join('\n'),
  };
}
