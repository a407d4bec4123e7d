import {
  checkoutFailureCodes,
  checkoutMessages,
  type Discount,
  discountSchema,
  type DiscountType,
} from '../../contracts/checkout';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

export interface DiscountRow {
  discount_id: number;
  code: string;
  discount_type: DiscountType;
  is_percentage_based: boolean;
  percentage: string;
  value: string;
  remaining_value: string | null;
  config_course_id: number | null;
}

export const discountInvalid = () =>
  new ApiError(404, checkoutMessages.discountInvalid, checkoutFailureCodes.discountInvalid);

/**
 * A usable discount code or gift certificate for one of the given courses: active, inside its window, of the asked
 * type, restricted to none or one of these courses, and (gift certificates) with value left. 404 DISCOUNT_INVALID otherwise.
 */
export async function findUsableDiscount(
  db: Queryable,
  code: string,
  type: DiscountType,
  configCourseIds: number[],
  now: Date,
): Promise<{ row: DiscountRow; discount: Discount }> {
  const [row] = await db.query<DiscountRow>(
    `select discount_id, code, discount_type, is_percentage_based, percentage::text as percentage, value::text as value,
       remaining_value::text as remaining_value, config_course_id
     from discounts
     where lower(code) = lower($1) and discount_type = $2 and is_active
       and (valid_from is null or valid_from <= $3) and (valid_until is null or valid_until > $3)`,
    [code.trim(), type, now],
  );
  if (!row) throw discountInvalid();
  if (row.config_course_id !== null && !configCourseIds.includes(row.config_course_id)) throw discountInvalid();
  const isGift = row.discount_type === 'GIFTCERTIFICATE';
  const value = isGift ? Number(row.remaining_value ?? 0) : Number(row.value);
  if (isGift && value <= 0) throw discountInvalid();
  return {
    row,
    discount: discountSchema.parse({
      discountId: row.discount_id,
      code: row.code,
      type: row.discount_type,
      isPercentageBased: row.is_percentage_based,
      percentage: Number(row.percentage),
      value: row.is_percentage_based ? 0 : value,
      price: row.is_percentage_based ? 0 : value,
      isValueByPercentage: row.is_percentage_based,
    }),
  };
}
