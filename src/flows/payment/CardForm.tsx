import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';

import { cardFormLimits, type PaymentMethodRequest } from '@contracts/checkout';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { cardFormSchema, type CardFormValues, emptyCardForm, paymentMethodRequest } from './cardForm';
import { formatCardNumber } from './cardRules';

interface CardFormProps {
  busy: boolean;
  /** A refused card's message, shown above the form; a new one clears the CVC. */
  refusal?: string;
  onSubmit: (card: PaymentMethodRequest) => void;
}

/** The card form (02 §7 Card payment method creation): the card number is grouped by four as it is typed; the values stay while the payment runs. */
export function CardForm({ busy, refusal, onSubmit }: CardFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => cardFormSchema(i18n), [i18n]);
  const { field, controlled, handleSubmit, formState, resetField } = useForm<CardFormValues>({
    schema,
    defaultValues: emptyCardForm,
  });
  // A refused card is tried again with its security code typed anew; the rest of the form is kept.
  useEffect(() => {
    if (refusal) resetField('cvc');
  }, [refusal, resetField]);
  // Controlled: the grouped number is what React shows and what is validated.
  const cardNumber = controlled('cardNumber');

  return (
    <form className="card-form" noValidate onSubmit={handleSubmit((values) => onSubmit(paymentMethodRequest(values)))}>
      <TextField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        error={formState.errors.cardNumber?.message}
        {...cardNumber}
        onChange={(event) => cardNumber.onChange(formatCardNumber(event.target.value))}
      />
      <div className="card-form__row">
        <TextField
          label={t`Expiration (MM/YY)`}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          {...field('expiry')}
        />
        <TextField label={t`CVC`} inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...field('cvc')} />
      </div>
      <TextField
        label={t`Name on card`}
        autoComplete="cc-name"
        maxLength={cardFormLimits.nameMax}
        {...field('nameOnCard')}
      />
      <TextField label={t`ZIP`} inputMode="numeric" autoComplete="postal-code" maxLength={5} {...field('zip')} />
      <Button type="submit" busy={busy}>
        <Trans>Pay now</Trans>
      </Button>
    </form>
  );
}
