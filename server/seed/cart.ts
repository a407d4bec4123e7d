import type { Queryable } from '../db/types';
import { insuranceDiscountCourseId, matureDriverCourseId, ohioAudioCourseId, ohioCourseId } from './catalog';

/** Cart seed (02 §2 Cart): upsell offers, mail / BHWL extras and discount codes (documented in server/README.md). */

export interface SeedUpsell {
  configCourseId: number;
  upsellConfigCourseId: number;
  price: string;
  crossPrice: string;
  isUpgrade?: boolean;
}

export const seededUpsells: SeedUpsell[] = [
  { configCourseId: 611, upsellConfigCourseId: insuranceDiscountCourseId, price: '19.95', crossPrice: '29.95' },
  { configCourseId: 611, upsellConfigCourseId: matureDriverCourseId, price: '14.95', crossPrice: '24.95' },
  { configCourseId: 405, upsellConfigCourseId: insuranceDiscountCourseId, price: '19.95', crossPrice: '29.95' },
  // The audio upgrade of the Ohio course: its price is the extra over the base course (the 'ONLY' price).
  {
    configCourseId: ohioCourseId,
    upsellConfigCourseId: ohioAudioCourseId,
    price: '10.00',
    crossPrice: '0',
    isUpgrade: true,
  },
  {
    configCourseId: ohioCourseId,
    upsellConfigCourseId: insuranceDiscountCourseId,
    price: '19.95',
    crossPrice: '29.95',
  },
  // Offered but never shown: upsells are hidden for 776 and 777 (02 §9).
  { configCourseId: 776, upsellConfigCourseId: insuranceDiscountCourseId, price: '19.95', crossPrice: '29.95' },
];

export interface SeedPriceExtra {
  coursePriceTypeId: number;
  configCourseId: number;
  code: 'Mail' | 'BHWL';
  name: string;
  description: string;
  price: string;
  selected: boolean;
}

export const seededPriceExtras: SeedPriceExtra[] = [
  {
    coursePriceTypeId: 1,
    configCourseId: 611,
    code: 'Mail',
    name: 'Certificate by mail',
    description: 'A printed certificate sent by first-class mail.',
    price: '9.95',
    selected: false,
  },
  {
    coursePriceTypeId: 2,
    configCourseId: 383,
    code: 'BHWL',
    name: '2-hour behind-the-wheel lesson',
    description: 'One lesson with a licensed instructor.',
    price: '59.00',
    selected: false,
  },
  {
    coursePriceTypeId: 3,
    configCourseId: 383,
    code: 'BHWL',
    name: '6-hour behind-the-wheel package',
    description: 'Three lessons with a licensed instructor.',
    price: '149.00',
    selected: false,
  },
  {
    coursePriceTypeId: 4,
    configCourseId: 383,
    code: 'Mail',
    name: 'Certificate by mail',
    description: 'A printed certificate sent by first-class mail.',
    price: '9.95',
    selected: true,
  },
];

export interface SeedDiscount {
  code: string;
  type: 'DISCOUNTCODE' | 'GIFTCERTIFICATE';
  percentage?: string;
  value?: string;
}

export const seededDiscounts: SeedDiscount[] = [
  { code: 'SAVE10', type: 'DISCOUNTCODE', percentage: '10' },
  { code: 'FIVEOFF', type: 'DISCOUNTCODE', value: '5.00' },
  { code: 'GIFT25', type: 'GIFTCERTIFICATE', value: '25.00' },
  { code: 'FREE100', type: 'DISCOUNTCODE', percentage: '100' },
];

/** The state whose students need the parent identity verification (attribute PARENT_VERIFICATION_STATES of 630, 631). */
export const parentVerificationStateCode = 'OH';

/** Upsells and price extras (the catalogue); with `demo`, also the demonstration's discount codes (FREE100 among them). */
export async function seedCartData(tx: Queryable, { demo }: { demo: boolean }) {
  for (const [i, u] of seededUpsells.entries()) {
    await tx.query(
      `insert into course_upsells (config_course_id, upsell_config_course_id, position, price, cross_price, is_upgrade)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [u.configCourseId, u.upsellConfigCourseId, i + 1, u.price, u.crossPrice, u.isUpgrade ?? false],
    );
  }
  for (const e of seededPriceExtras) {
    await tx.query(
      `insert into course_price_extras (course_price_type_id, config_course_id, code, name, description, price, is_selected_default)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [e.coursePriceTypeId, e.configCourseId, e.code, e.name, e.description, e.price, e.selected],
    );
  }
  if (!demo) return;
  for (const d of seededDiscounts) {
    await tx.query(
      `insert into discounts (code, discount_type, is_percentage_based, percentage, value, remaining_value)
       values ($1, $2, $3, $4, $5, $6) on conflict ((lower(code))) do nothing`,
      [
        d.code,
        d.type,
        d.percentage !== undefined,
        d.percentage ?? '0',
        d.value ?? '0',
        d.type === 'GIFTCERTIFICATE' ? d.value : null,
      ],
    );
  }
}
