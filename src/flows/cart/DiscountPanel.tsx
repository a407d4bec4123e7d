import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import type { Discount, DiscountType } from '@contracts/checkout';
import { useForm } from '@shared/forms/useForm';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { discountFormSchema, type DiscountFormValues } from './discountForm';
import { useMoney } from './useMoney';

interface DiscountPanelProps {
  applied: Discount | null;
  /** The money the applied discount takes off. */
  appliedAmount: number;
  busy: boolean;
  /** The worded refusal of the last code, shown under the field. */
  failureText: string | null;
  /** Read-only carts show the applied discount only. */
  readOnly: boolean;
  onApply: (code: string, type: DiscountType) => void;
  onRemove: () => void;
}

/** 02 §3 Discount: a discount code or a gift certificate; applying replaces a previous one. */
export function DiscountPanel({
  applied,
  appliedAmount,
  busy,
  failureText,
  readOnly,
  onApply,
  onRemove,
}: DiscountPanelProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const schema = useMemo(() => discountFormSchema(i18n), [i18n]);
  const { register, field, handleSubmit } = useForm<DiscountFormValues>({
    schema,
    defaultValues: { type: 'DISCOUNTCODE', code: '' },
  });
  const amount = money(appliedAmount);
  const appliedLine = applied ? (
    <div className="discount__applied">
      <p>
        {applied.type === 'GIFTCERTIFICATE' ? (
          <Trans>
            Gift certificate {applied.code} applied: {amount} off
          </Trans>
        ) : (
          <Trans>
            Discount code {applied.code} applied: {amount} off
          </Trans>
        )}
      </p>
      {readOnly ? null : (
        <Button variant="link" aria-label={t`Remove ${applied.code}`} onClick={onRemove}>
          <Trans>Remove</Trans>
        </Button>
      )}
    </div>
  ) : null;
  if (readOnly) return appliedLine;
  return (
    <section className="cart-section discount" aria-labelledby="cart-discount">
      <h2 id="cart-discount">
        <Trans>Have a discount code or gift certificate?</Trans>
      </h2>
      {appliedLine}
      <form
        noValidate
        className="discount__form"
        onSubmit={handleSubmit((values) => onApply(values.code, values.type))}
      >
        <fieldset className="discount__types">
          <legend className="visually-hidden">
            <Trans>Kind of code</Trans>
          </legend>
          <label>
            <input type="radio" value="DISCOUNTCODE" {...register('type')} /> <Trans>Discount code</Trans>
          </label>
          <label>
            <input type="radio" value="GIFTCERTIFICATE" {...register('type')} /> <Trans>Gift certificate</Trans>
          </label>
        </fieldset>
        <TextField label={t`Code`} autoComplete="off" maxLength={50} {...field('code')} />
        {failureText ? <Alert tone="error">{failureText}</Alert> : null}
        <Button type="submit" variant="secondary" busy={busy}>
          <Trans>Apply</Trans>
        </Button>
      </form>
    </section>
  );
}
