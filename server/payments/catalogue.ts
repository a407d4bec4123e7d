import { type UpsellItem, upsellItemSchema } from '../../contracts/checkout';
import {
  type CoursePrice,
  coursePriceSchema,
  type PriceExtraItem,
  priceExtraItemSchema,
} from '../../contracts/courseConfig';
import type { Queryable } from '../db/types';

/** Prices of the cart as the database holds them: course prices, upsell offers, mail / BHWL extras. */

/** 02 §9: upsells are hidden for these config courses. */
export const upsellsHiddenFor: readonly number[] = [776, 777];

export async function coursePrice(
  db: Queryable,
  configCourseId: number,
): Promise<{ price: number; crossPrice: number } | undefined> {
  const [row] = await db.query<{ amount: string; cross_out_amount: string | null }>(
    `select amount::text as amount, cross_out_amount::text as cross_out_amount from course_config_prices
     where config_course_id = $1 and price_type = 'COURSE' and is_active order by price_id limit 1`,
    [configCourseId],
  );
  return (
    row && { price: Number(row.amount), crossPrice: row.cross_out_amount === null ? 0 : Number(row.cross_out_amount) }
  );
}

export async function upsellOffers(db: Queryable, configCourseId: number): Promise<UpsellItem[]> {
  if (upsellsHiddenFor.includes(configCourseId)) return [];
  const rows = await db.query<{
    upsell_config_course_id: number;
    price: string;
    cross_price: string;
    is_upgrade: boolean;
    name: string;
    summary: string | null;
    logo_path: string | null;
    course_amount: string | null;
  }>(
    `select u.upsell_config_course_id, u.price::text as price, u.cross_price::text as cross_price, u.is_upgrade, c.name, c.summary,
       o.logo_path, (select p.amount::text from course_config_prices p where p.config_course_id = c.config_course_id and p.price_type = 'COURSE'
         and p.is_active order by p.price_id limit 1) as course_amount
     from course_upsells u join course_configs c on c.config_course_id = u.upsell_config_course_id
       left join organisations o on o.organisation_id = coalesce(c.organisation_id, 1001)
     where u.config_course_id = $1 and u.is_active and c.is_active
     order by u.position`,
    [configCourseId],
  );
  return rows.map((r) =>
    upsellItemSchema.parse({
      upsellConfigCourse: {
        configCourseId: r.upsell_config_course_id,
        isUpGradeCourse: r.is_upgrade,
        currentActive: true,
        basePrice: Number(r.course_amount ?? r.price),
        name: r.name,
        course: { name: r.name, description: r.summary ?? '', logoPath: r.logo_path },
      },
      basePrice: Number(r.price),
      crossPrice: Number(r.cross_price),
    }),
  );
}

export async function priceExtras(db: Queryable, configCourseId: number): Promise<PriceExtraItem[]> {
  const rows = await db.query<{
    course_price_type_id: number;
    code: 'Mail' | 'BHWL';
    name: string;
    description: string;
    price: string;
    is_selected_default: boolean;
  }>(
    `select course_price_type_id, code, name, description, price::text as price, is_selected_default from course_price_extras
     where config_course_id = $1 and is_active order by course_price_type_id`,
    [configCourseId],
  );
  return rows.map((r) =>
    priceExtraItemSchema.parse({
      coursePriceTypeId: r.course_price_type_id,
      priceTypeCode: r.code,
      bhwlName: r.name,
      bhwlDescription: r.description,
      price: Number(r.price),
      selected: r.is_selected_default,
    }),
  );
}

/** The course's price card (02 §2 Cart): its name, COURSE price, texts, logo and state, with the mail / BHWL extras. */
export async function coursePriceCard(db: Queryable, configCourseId: number): Promise<CoursePrice | undefined> {
  const [row] = await db.query<{
    name: string;
    amount: string;
    cross_out_amount: string | null;
    checkout_header: string | null;
    summary: string | null;
    logo_path: string | null;
    state_id: number | null;
  }>(
    `select c.name, p.amount::text as amount, p.cross_out_amount::text as cross_out_amount, c.checkout_header, c.summary,
       o.logo_path, c.state_id
     from course_configs c join course_config_prices p on p.config_course_id = c.config_course_id and p.price_type = 'COURSE' and p.is_active
       left join organisations o on o.organisation_id = coalesce(c.organisation_id, 1001)
     where c.config_course_id = $1 order by p.price_id limit 1`,
    [configCourseId],
  );
  if (!row) return undefined;
  const extras = await priceExtras(db, configCourseId);
  return coursePriceSchema.parse({
    configCourseId,
    name: row.name,
    basePrice: Number(row.amount),
    crossOutPrice: row.cross_out_amount === null ? 0 : Number(row.cross_out_amount),
    checkoutHeader: row.checkout_header,
    description: row.summary ?? '',
    logoPath: row.logo_path,
    stateId: row.state_id,
    mailPrice: { mailItems: extras.filter((e) => e.priceTypeCode === 'Mail') },
    bhwlPrice: { bhwlItems: extras.filter((e) => e.priceTypeCode === 'BHWL') },
  });
}
