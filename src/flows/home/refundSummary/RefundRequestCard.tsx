import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import type { RefundRequest, RefundStatus } from '@contracts/refunds';
import { formatPaymentDate, formatReceiptMoney } from '@shared/format/receiptFormat';

const statusLabels: Record<RefundStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  refunded: msg`Refunded`,
  declined: msg`Declined`,
};

/** One refund request: its items, amount, status and dates. */
export function RefundRequestCard({ request }: { request: RefundRequest }) {
  const { i18n } = useLingui();
  const id = request.refundRequestId;
  const order = request.studentPaymentTrxId;
  const amount = formatReceiptMoney(request.amount, i18n.locale);
  const requestedOn = formatPaymentDate(request.requestedAt, i18n.locale);
  const decidedOn = request.decidedAt ? formatPaymentDate(request.decidedAt, i18n.locale) : null;
  const status = i18n._(statusLabels[request.status]);
  const declineReason = request.declineReason;
  return (
    <article className="refund-request" aria-labelledby={`refund-${id}`}>
      <h2 id={`refund-${id}`}>
        <Trans>
          Refund {id} (order {order})
        </Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>{amount}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{status}</dd>
        <dt>
          <Trans>Requested on</Trans>
        </dt>
        <dd>{requestedOn}</dd>
        {decidedOn ? (
          <>
            <dt>{request.status === 'declined' ? <Trans>Declined on</Trans> : <Trans>Refunded on</Trans>}</dt>
            <dd>{decidedOn}</dd>
          </>
        ) : null}
      </dl>
      <ul>
        {request.items.map((item) => (
          <li key={item.lineId}>
            {item.name}: {formatReceiptMoney(item.amount, i18n.locale)}
          </li>
        ))}
      </ul>
      {request.status === 'requested' ? (
        <p>
          {request.review ? (
            <Trans>Support is reviewing your request. You will get their answer by e-mail.</Trans>
          ) : (
            <Trans>Your refund is being processed.</Trans>
          )}
        </p>
      ) : null}
      {declineReason ? (
        <p>
          <Trans>Reason: {declineReason}</Trans>
        </p>
      ) : null}
    </article>
  );
}
