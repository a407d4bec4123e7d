import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { UpsellItem } from '@contracts/checkout';
import { upsellName } from '@machines/cart';
import { Button } from '@shared/ui/Button';

import { PriceTag } from './PriceTag';
import { TrashIcon } from './TrashIcon';

interface UpsellCardProps {
  item: UpsellItem;
  added: boolean;
  /** Checkout or a read-only cart: no add or remove. */
  readOnly: boolean;
  onAdd: (configCourseId: number) => void;
  onRemove: (configCourseId: number) => void;
}

/** 02 §2 Cart: an upsell card, not added or Added (the trash button removes it). */
export function UpsellCard({ item, added, readOnly, onAdd, onRemove }: UpsellCardProps) {
  const { t } = useLingui();
  const name = upsellName(item);
  const id = item.upsellConfigCourse.configCourseId;
  const { description, logoPath } = item.upsellConfigCourse.course;
  return (
    <article className={`cart-card ${added ? 'cart-card--added' : ''}`} aria-label={name}>
      {logoPath ? <img className="cart-card__logo" src={logoPath} alt="" /> : null}
      <div className="cart-card__body">
        <h3 className="cart-card__name">{name}</h3>
        {description ? <p className="cart-card__description">{description}</p> : null}
      </div>
      <PriceTag price={item.basePrice} crossPrice={item.crossPrice} />
      {readOnly ? null : (
        <div className="cart-card__actions">
          {added ? (
            <>
              <span className="cart-card__added">
                <Trans>Added</Trans>
              </span>
              <button type="button" className="icon-button" aria-label={t`Remove ${name}`} onClick={() => onRemove(id)}>
                <TrashIcon />
              </button>
            </>
          ) : (
            <Button variant="secondary" aria-label={t`Add ${name}`} onClick={() => onAdd(id)}>
              <Trans>Add</Trans>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

interface UpsellSectionProps extends Pick<UpsellCardProps, 'readOnly' | 'onAdd' | 'onRemove'> {
  /** The heading's id: it names the section. */
  id: string;
  title: ReactNode;
  items: readonly UpsellItem[];
  chosenIds: readonly number[];
}

/** A titled list of upsell cards, each one Added when chosen. */
export function UpsellSection({ id, title, items, chosenIds, ...card }: UpsellSectionProps) {
  return (
    <section className="cart-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.map((item) => (
        <UpsellCard
          key={item.upsellConfigCourse.configCourseId}
          item={item}
          added={chosenIds.includes(item.upsellConfigCourse.configCourseId)}
          {...card}
        />
      ))}
    </section>
  );
}
