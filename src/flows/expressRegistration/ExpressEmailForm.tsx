import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { expressLimits } from '@contracts/express';
import type { PaymentMethod } from '@machines/expressRegistration';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { type ExpressEmailForm as FormValues, expressEmailSchema } from './expressForm';

interface ExpressEmailFormProps {
  busy: boolean;
  /** 01 §2, §9: the mobile wallet only for config course 405. */
  mobileWallet: boolean;
  onSubmit: (emailId: string, paymentMethod: PaymentMethod) => void;
}

/** Card brands shown on the Credit Card button (text badges; no external images). */
const cardBrands = ['VISA', 'MC', 'AMEX', 'DISC'];

/**
 * 01 §2, §4 Express 1–2: the e-mail; a valid one enables the payment buttons, and choosing one
 * submits. Pressing Enter submits with Credit Card (an empty e-mail goes to the flow, which
 * shows the error modal).
 */
export function ExpressEmailForm({ busy, mobileWallet, onSubmit }: ExpressEmailFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => expressEmailSchema(i18n), [i18n]);
  const { field, handleSubmit, formState, getValues } = useForm<FormValues>({
    schema,
    mode: 'onChange',
    defaultValues: { emailId: '' },
  });
  const disabled = !formState.isValid;
  const choose = (method: PaymentMethod) => handleSubmit((values) => onSubmit(values.emailId, method))();
  const submitByEnter = (event: React.FormEvent) => {
    event.preventDefault();
    if (getValues('emailId').trim() === '') onSubmit('', 'Credit Card');
    else void choose('Credit Card');
  };
  return (
    <form noValidate onSubmit={submitByEnter} className="express__form">
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        maxLength={expressLimits.emailMax}
        {...field('emailId')}
      />
      <div className="express__payments" role="group" aria-label={t`Payment method`}>
        <Button variant="secondary" disabled={disabled} busy={busy} onClick={() => void choose('Paypal')}>
          <Trans>PayPal</Trans>
        </Button>
        {mobileWallet ? (
          <Button variant="secondary" disabled={disabled} busy={busy} onClick={() => void choose('Apple')}>
            <Trans>Apple Pay</Trans>
          </Button>
        ) : null}
        <Button disabled={disabled} busy={busy} onClick={() => void choose('Credit Card')}>
          <Trans>Credit Card</Trans>
          <span className="express__cards" aria-hidden="true">
            {cardBrands.map((brand) => (
              <span key={brand} className="express__card">
                {brand}
              </span>
            ))}
          </span>
        </Button>
      </div>
      <p className="express__note">
        <Trans>We will e-mail you a link to choose your password: you need it to sign in again later.</Trans>
      </p>
    </form>
  );
}
