import { Trans } from '@lingui/react/macro';

import { useMoney } from './useMoney';

interface PriceTagProps {
  price: number;
  /** Struck-through price; hidden at zero (02 §2 Cart). */
  crossPrice?: number;
  /** Words before the price, e.g. 'ONLY'. */
  prefix?: string;
}

/** A price with its optional struck-through regular price, read out in words by screen readers. */
export function PriceTag({ price, crossPrice = 0, prefix }: PriceTagProps) {
  const money = useMoney();
  return (
    <p className="price-tag">
      {crossPrice > 0 ? (
        <del className="price-tag__cross">
          <span className="visually-hidden">
            <Trans>Regular price</Trans>{' '}
          </span>
          {money(crossPrice)}
        </del>
      ) : null}{' '}
      <span className="price-tag__price">
        <span className="visually-hidden">
          <Trans>Price</Trans>{' '}
        </span>
        {prefix ? `${prefix} ` : null}
        {money(price)}
      </span>
    </p>
  );
}
