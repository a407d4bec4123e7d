import { Trans } from '@lingui/react/macro';

import type { CartTotals } from '@contracts/pricing';

import { useMoney } from './useMoney';

/** 02 §2 Cart: 'YOU SAVED' (hidden at zero), the discount and the total, two decimals. */
export function CartTotalsPanel({ totals, discountCode }: { totals: CartTotals; discountCode: string | null }) {
  const money = useMoney();
  return (
    <dl className="cart-totals">
      {totals.saved > 0 ? (
        <div className="cart-totals__row cart-totals__row--saved">
          <dt>
            <Trans>YOU SAVED</Trans>
          </dt>
          <dd>{money(totals.saved)}</dd>
        </div>
      ) : null}
      {totals.discountAmount > 0 && discountCode ? (
        <div className="cart-totals__row">
          <dt>
            <Trans>Discount ({discountCode})</Trans>
          </dt>
          <dd>−{money(totals.discountAmount)}</dd>
        </div>
      ) : null}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
