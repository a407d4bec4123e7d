import { Trans, useLingui } from '@lingui/react/macro';

interface OrderSummaryProps {
  courseNames: string[];
  totalAmount: number;
}

/** What is being paid for, and the total (already computed by the cart). */
export function OrderSummary({ courseNames, totalAmount }: OrderSummaryProps) {
  const { i18n } = useLingui();
  const total = i18n.number(totalAmount, { style: 'currency', currency: 'USD' });
  return (
    <div className="payment-summary">
      <ul className="payment-summary__courses">
        {courseNames.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p className="payment-summary__total">
        <Trans>Total to pay: {total}</Trans>
      </p>
    </div>
  );
}
