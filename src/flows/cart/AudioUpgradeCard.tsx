import { Trans, useLingui } from '@lingui/react/macro';

import type { UpsellItem } from '@contracts/checkout';
import { upsellName } from '@machines/cart';
import { Button } from '@shared/ui/Button';

import { PriceTag } from './PriceTag';

interface AudioUpgradeCardProps {
  item: UpsellItem;
  added: boolean;
  readOnly: boolean;
  onToggle: () => void;
}

/** 02 §2 Cart: the audio-course upgrade with its 'ONLY' price, toggled between added and not added. */
export function AudioUpgradeCard({ item, added, readOnly, onToggle }: AudioUpgradeCardProps) {
  const { t } = useLingui();
  const name = upsellName(item);
  return (
    <article
      className={`cart-card cart-card--upgrade ${added ? 'cart-card--added' : ''}`}
      aria-label={t`Audio upgrade`}
    >
      <div className="cart-card__body">
        <h3 className="cart-card__name">{name}</h3>
        <p className="cart-card__description">
          {added ? (
            <Trans>The audio upgrade is in your cart.</Trans>
          ) : (
            <Trans>Listen to your course: upgrade to the audio version.</Trans>
          )}
        </p>
      </div>
      <PriceTag price={item.basePrice} crossPrice={item.crossPrice} prefix={t`ONLY`} />
      {readOnly ? null : (
        <Button variant={added ? 'secondary' : 'primary'} onClick={onToggle}>
          {added ? <Trans>Remove audio upgrade</Trans> : <Trans>Add audio upgrade</Trans>}
        </Button>
      )}
    </article>
  );
}
