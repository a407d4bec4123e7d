import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { PurchaseRecord } from '@contracts/orders';
import * as routes from '@contracts/pages';
import { paymentPendingStatus } from '@machines/thankYou';
import { formatPaymentDate, formatReceiptMoney } from '@shared/format/receiptFormat';
import { orderStatusOf, statusBadgeClass } from '@shared/receipt/orderStatus';

interface OrderCardProps {
  order: PurchaseRecord;
}

/** One order of the history: date, course, total, status, its receipt, and Pay now while the payment is pending. */
export function OrderCard({ order }: OrderCardProps) {
  const { i18n } = useLingui();
  const courseName = order.configCourse.course.name;
  const orderedOn = formatPaymentDate(order.paymentDate, i18n.locale);
  return (
    <article className="order-card" aria-label={courseName}>
      <div>
        <h2 className="order-card__name">{courseName}</h2>
        <p>
          <Trans>Ordered on {orderedOn}</Trans>
        </p>
      </div>
      <div>
        <p className="order-card__total">{formatReceiptMoney(order.totalAmount, i18n.locale)}</p>
        <span className={statusBadgeClass(order.paymentStatus)}>{orderStatusOf(i18n, order.paymentStatus)}</span>
      </div>
      <div className="order-card__links">
        <Link to={`/home/view-billing-details?studentPaymentTrxId=${order.targetId}`}>
          <Trans>View receipt</Trans>
        </Link>
        {order.paymentStatus === paymentPendingStatus ? (
          <Link to="/home/cart-summary" className="button button--primary">
            <Trans>Pay now</Trans>
          </Link>
        ) : null}
        {/* A paid order may be refunded under the course's rules (the refund page says what may). */}
        {order.paymentStatus === 'Completed' && order.totalAmount > 0 ? (
          <Link to={routes.refund}>
            <Trans>Ask for a refund</Trans>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
