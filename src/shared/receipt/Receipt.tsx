import { Trans, useLingui } from '@lingui/react/macro';

import type { PurchaseRecord } from '@contracts/orders';
import { formatPaymentDate, formatReceiptMoney } from '@shared/format/receiptFormat';

import { orderStatusOf, paymentInstrumentOf, statusBadgeClass } from './orderStatus';
import { priceTypeNameOf } from './priceTypes';

import './orders.css';

interface ReceiptProps {
  record: PurchaseRecord;
}

/** 02 §2 Receipt page: the order's facts, its purchase lines with their price types, the total and the billing-name note. */
export function Receipt({ record }: ReceiptProps) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatReceiptMoney(amount, i18n.locale);
  const billingName = record.billingName;
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">
        <Trans>Receipt</Trans>
      </h2>
      <dl className="details receipt__facts">
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>{record.targetId}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment date</Trans>
          </dt>
          <dd>{formatPaymentDate(record.paymentDate, i18n.locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment method</Trans>
          </dt>
          <dd>{paymentInstrumentOf(i18n, record)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <span className={statusBadgeClass(record.paymentStatus)}>{orderStatusOf(i18n, record.paymentStatus)}</span>
          </dd>
        </div>
      </dl>
      <div className="receipt__table-wrap">
        <table className="receipt__lines">
          <caption className="visually-hidden">
            <Trans>Purchase lines</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Course</Trans>
              </th>
              <th scope="col">
                <Trans>Price type</Trans>
              </th>
              <th scope="col" className="receipt__amount">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {record.studentPaymentTrxLines.map((line) => (
              <tr key={line.studentPaymentTrxLineId}>
                <td>{line.courseName || record.configCourse.course.name}</td>
                <td>{priceTypeNameOf(i18n, line)}</td>
                <td className="receipt__amount">{money(line.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                <Trans>Total</Trans>
              </th>
              <td className="receipt__amount">{money(record.totalAmount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="receipt__note">
        <Trans>Charges will appear on your statement as {billingName}.</Trans>
      </p>
    </section>
  );
}
