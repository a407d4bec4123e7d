import type { LanguageCode } from '../../contracts/languages';
import type { RefundRequest } from '../../contracts/refunds';
import { wordsIn } from '../i18n/serverText';

const money = (n: number) => `$${n.toFixed(2)}`;

const refundReceipt = {
  subject: /*i18n*/ { id: 'mail.refundReceipt.subject', message: 'Your refund receipt (order {trxId})' },
  body: /*i18n*/ {
    id: 'mail.refundReceipt.body',
    message:
      'Your refund was made.\n\nOrder {trxId}, refund request {refundRequestId}\n{items}\nRefunded: {amount}\nDate: {date}',
  },
  reference: /*i18n*/ { id: 'mail.refundReceipt.reference', message: 'Reference: {reference}' },
  closing: /*i18n*/ {
    id: 'mail.refundReceipt.closing',
    message:
      'The money goes back to the card or account you paid with; your bank may take a few days to show it. A refunded course can no longer be opened.',
  },
};

/** The refund receipt, plain text as the other mails: what was refunded, how much, when, and the reference. */
export function refundReceiptMail(language: LanguageCode, request: RefundRequest, gatewayReference: string | null) {
  const t = wordsIn(language);
  const trxId = String(request.studentPaymentTrxId);
  const body = t(refundReceipt.body, {
    trxId,
    refundRequestId: String(request.refundRequestId),
    items: request.items.map((i) => `${i.name}: ${money(i.amount)}`).join('\n'),
    amount: money(request.amount),
    date: (request.decidedAt ?? request.requestedAt).slice(0, 10),
  });
  const reference = gatewayReference ? [t(refundReceipt.reference, { reference: gatewayReference })] : [];
  return {
    subject: t(refundReceipt.subject, { trxId }),
    body: [body, ...reference, '', t(refundReceipt.closing)].join('\n'),
  };
}
