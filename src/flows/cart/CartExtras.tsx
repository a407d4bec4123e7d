import { Trans } from '@lingui/react/macro';

import type { PriceExtraItem } from '@contracts/courseConfig';

import { useMoney } from './useMoney';

interface CartExtrasProps {
  extras: PriceExtraItem[];
  chosenIds: number[];
  readOnly: boolean;
  /** cart-summary-schedule: the behind-the-wheel lessons are the page's main choice. */
  lessonsFirst: boolean;
  onToggle: (coursePriceTypeId: number) => void;
}

function ExtraList({
  items,
  chosenIds,
  readOnly,
  onToggle,
}: {
  items: PriceExtraItem[];
  chosenIds: number[];
  readOnly: boolean;
  onToggle: (id: number) => void;
}) {
  const money = useMoney();
  return (
    <ul className="cart-extras">
      {items.map((item) => (
        <li key={item.coursePriceTypeId} className="cart-extras__item">
          <label>
            <input
              type="checkbox"
              checked={chosenIds.includes(item.coursePriceTypeId)}
              disabled={readOnly}
              onChange={() => onToggle(item.coursePriceTypeId)}
            />{' '}
            {item.bhwlName} ({money(item.price)})
          </label>
          {item.bhwlDescription ? <p className="cart-extras__description">{item.bhwlDescription}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The mail and behind-the-wheel add-ons of the course price (02 §3 mailItems, bhwlItems). */
export function CartExtras({ extras, chosenIds, readOnly, lessonsFirst, onToggle }: CartExtrasProps) {
  const lessons = extras.filter((e) => e.priceTypeCode === 'BHWL');
  const mail = extras.filter((e) => e.priceTypeCode === 'Mail');
  const shown = readOnly
    ? (items: PriceExtraItem[]) => items.filter((i) => chosenIds.includes(i.coursePriceTypeId))
    : (items: PriceExtraItem[]) => items;
  const lessonItems = shown(lessons);
  const mailItems = shown(mail);
  return (
    <>
      {lessonItems.length > 0 ? (
        <section
          className={`cart-section ${lessonsFirst ? 'cart-section--prominent' : ''}`}
          aria-labelledby="cart-lessons"
        >
          <h2 id="cart-lessons">
            {lessonsFirst ? <Trans>Schedule your driving lessons</Trans> : <Trans>Driving lessons</Trans>}
          </h2>
          <ExtraList items={lessonItems} chosenIds={chosenIds} readOnly={readOnly} onToggle={onToggle} />
        </section>
      ) : null}
      {mailItems.length > 0 ? (
        <section className="cart-section" aria-labelledby="cart-mail">
          <h2 id="cart-mail">
            <Trans>Delivery by mail</Trans>
          </h2>
          <ExtraList items={mailItems} chosenIds={chosenIds} readOnly={readOnly} onToggle={onToggle} />
        </section>
      ) : null}
    </>
  );
}
