import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PurchaseLine } from '@contracts/orders';

/** 02 §3 Purchase record: the price-type names the receipt shows, by code. */
const priceTypeNames: Record<string, MessageDescriptor> = {
  BASEPR: msg`Base Price`,
  DISCOU: msg`Discount`,
  Mail: msg`Mail`,
  BHWL: msg`BHWL`,
  GIFTCC: msg`GiftCard Redemption Value`,
};

/** A line's price type in the reader's language; an unknown code shows the server's name. BHWL adds its item name. */
export function priceTypeNameOf(i18n: I18n, line: PurchaseLine): string {
  const { code, name } = line.configCoursePrice.coursePriceType;
  const known = priceTypeNames[code];
  const typeName = known ? i18n._(known) : name;
  return code === 'BHWL' && line.bhwlName ? `${typeName} (${line.bhwlName})` : typeName;
}
