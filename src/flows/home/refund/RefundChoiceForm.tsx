import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { refundLimits, type RefundPurchase } from '@contracts/refunds';
import type { RefundChoice } from '@machines/refund';
import { formatPaymentDate, formatReceiptMoney } from '@shared/format/receiptFormat';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';

import { refundChoiceFormSchema, type RefundChoiceFormValues, refundChoiceFormValues } from './refundChoiceForm';
import { groundLabels, kindLabels, refusalLabels } from './refundWords';

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
  const schema = useMemo(() => refundChoiceFormSchema(i18n), [i18n]);
  const { register, controlled, handleSubmit, formState } = useForm<RefundChoiceFormValues>({
    schema,
    defaultValues: refundChoiceFormValues(purchase),
  });
  // The ticked items as one list, in the order ticked: the boxes are the purchase's items, not fields of their own.
  const items = controlled('lineIds');
  const chosen = items.value;
  const choosable = purchase.items.filter((i) => i.refundable || i.reviewable);
  const needsReview = purchase.items.some((i) => chosen.includes(i.lineId) && !i.refundable);
  const orderId = purchase.studentPaymentTrxId;
  const paidOn = formatPaymentDate(purchase.paymentDate, i18n.locale);

  const toggle = (lineId: number) =>
    items.onChange(chosen.includes(lineId) ? chosen.filter((id) => id !== lineId) : [...chosen, lineId]);
  const submit = handleSubmit((values) =>
    onReview({
      mode: needsReview ? 'review' : 'refund',
      studentPaymentTrxId: orderId,
      lineIds: values.lineIds,
      reason: values.reason,
    }),
  );

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
        {formState.errors.lineIds ? (
          <p className="field__error" role="alert">
            {formState.errors.lineIds.message}
          </p>
        ) : null}
      </fieldset>
      {choosable.length > 0 ? (
        <>
          <Field label={t`Why would you like a refund?`} error={formState.errors.reason?.message}>
            {(control) => <textarea {...control} rows={3} maxLength={refundLimits.reasonMax} {...register('reason')} />}
          </Field>
          <Button type="submit">
            {needsReview ? <Trans>Ask support for a refund</Trans> : <Trans>Review refund</Trans>}
          </Button>
        </>
      ) : null}
    </form>
  );
}
