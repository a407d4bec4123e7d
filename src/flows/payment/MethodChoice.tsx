import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { PaymentMethodChoice } from '@machines/payment';

interface MethodChoiceProps {
  offered: PaymentMethodChoice[];
  current: PaymentMethodChoice | null;
  /** No switching while a payment runs. */
  disabled: boolean;
  onSelect: (method: PaymentMethodChoice) => void;
}

const labels: Record<PaymentMethodChoice, ReactNode> = {
  card: <Trans>Credit or debit card</Trans>,
  wallet: <Trans>PayPal</Trans>,
  payLater: <Trans>Pay later</Trans>,
  parentRequest: <Trans>Ask a parent to pay</Trans>,
};

/** The offered ways to pay, as radio buttons. */
export function MethodChoice({ offered, current, disabled, onSelect }: MethodChoiceProps) {
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend>
        <Trans>Payment method</Trans>
      </legend>
      {offered.map((method) => (
        <label
          key={method}
          className={`payment-methods__option ${current === method ? 'payment-methods__option--checked' : ''}`}
        >
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={current === method}
            onChange={() => onSelect(method)}
          />
          {labels[method]}
        </label>
      ))}
    </fieldset>
  );
}
