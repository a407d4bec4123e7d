import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { refundLimits, type RefundPurchase } from '@contracts/refunds';
import type { RefundChoice } from '@machines/refund';
import { formatPaymentDate, formatReceiptMoney } from '@shared/format/receiptFormat';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';

import { groundLabels, kindLabels, refusalLabels } from './refundWords';

type Errors = Partial<Record<'items' | 'reason', string>>;

/**
 * One purchase: its items (refundable ones ticked to start with), a reason, and Review refund. Items the rules do not
 * allow but support may review can be ticked too: the request then goes to support (mode 'review').
 */
export function RefundChoiceForm({
  purchase,
  onReview,
}: {
  purchase: RefundPurchase;
  onReview: (choice: RefundChoice) => void;
}) {
  const { t, i18n } = useLingui();
  const refundable = purchase.items.filter((i) => i.refundable);
  const choosable = purchase.items.filter((i) => i.refundable || i.reviewable);
  const [chosen, setChosen] = useState<number[]>(() => refundable.map((i) => i.lineId));
  const needsReview = purchase.items.some((i) => chosen.includes(i.lineId) && !i.refundable);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const orderId = purchase.studentPaymentTrxId;
  const paidOn = formatPaymentDate(purchase.paymentDate, i18n.locale);

  const toggle = (lineId: number) =>
    setChosen((now) => (now.includes(lineId) ? now.filter((id) => id !== lineId) : [...now, lineId]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (chosen.length === 0) found.items = t`Choose at least one item to refund`;
    const length = reason.trim().length;
    if (length < refundLimits.reasonMin || length > refundLimits.reasonMax)
      found.reason = t`Please write between ${refundLimits.reasonMin} and ${refundLimits.reasonMax} characters`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onReview({
      mode: needsReview ? 'review' : 'refund',
      studentPaymentTrxId: orderId,
      lineIds: chosen,
      reason: reason.trim(),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="refund-form" aria-label={t`Order ${orderId}`}>
      <h2>
        <Trans>
          Order {orderId}, paid on {paidOn}
        </Trans>
      </h2>
      <fieldset>
        <legend>
          <Trans>What would you like refunded?</Trans>
        </legend>
        <ul className="refund-items">
          {purchase.items.map((item) => {
            const amount = formatReceiptMoney(item.amount, i18n.locale);
            const until = item.until ? formatPaymentDate(item.until, i18n.locale) : null;
            return (
              <li key={item.lineId}>
                {item.refundable || item.reviewable ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.includes(item.lineId)}
                      onChange={() => toggle(item.lineId)}
                    />{' '}
                    {item.name} ({i18n._(kindLabels[item.kind])}): {amount}
                  </label>
                ) : (
                  <span>
                    {item.name} ({i18n._(kindLabels[item.kind])}): {amount}
                  </span>
                )}
                <p className="refund-items__rule">
                  {item.ground ? i18n._(groundLabels[item.ground]) : null}
                  {item.refusal ? i18n._(refusalLabels[item.refusal]) : null}
                  {item.reviewable ? (
                    <>
                      {' '}
                      <Trans>You may ask support to make an exception.</Trans>
                    </>
                  ) : null}
                  {until ? (
                    <>
                      {' '}
                      <Trans>(until {until})</Trans>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
        {errors.items ? (
          <p className="field__error" role="alert">
            {errors.items}
          </p>
        ) : null}
      </fieldset>
      {choosable.length > 0 ? (
        <>
          <Field label={t`Why would you like a refund?`} error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={refundLimits.reasonMax}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit">
            {needsReview ? <Trans>Ask support for a refund</Trans> : <Trans>Review refund</Trans>}
          </Button>
        </>
      ) : null}
    </form>
  );
}
