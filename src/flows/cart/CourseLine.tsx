import type { CartCourseOffer } from '@machines/cart';

import { PriceTag } from './PriceTag';

/** 02 §2 Cart: the base course card (name, description, logo, price; cross-out price hidden at zero). */
export function CourseLine({ course }: { course: CartCourseOffer }) {
  return (
    <article className="cart-card" aria-label={course.name}>
      {course.logoPath ? <img className="cart-card__logo" src={course.logoPath} alt="" /> : null}
      <div className="cart-card__body">
        <h3 className="cart-card__name">{course.name}</h3>
        {course.description ? <p className="cart-card__description">{course.description}</p> : null}
      </div>
      <PriceTag price={course.price} crossPrice={course.crossPrice} />
    </article>
  );
}
