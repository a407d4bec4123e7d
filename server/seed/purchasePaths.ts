import type { Queryable } from '../db/types';

/*
 * The browser paths of the thank-you page and its survey (tests/model/thankYou.browser.ts): organisations
 * that ask every buyer for the shopper survey (isShowShopperRequired), which no other seeded organisation does. They
 * register without an e-mail code and hold only the paths' own students (each path registers a fresh e-mail).
 */
export const purchasePathsOrganisations = {
  /** The survey after the payment: Continue on the thank-you page opens it. */
  shopperSurvey: { id: 3301, name: 'Shopper Survey Partner', attributes: { EMAIL_VERIFICATION: 'false' } },
  /** The Arizona flow with the survey: the survey first, then the File Documents step. */
  arizonaShopperSurvey: {
    id: 3302,
    name: 'Arizona Shopper Survey Partner',
    attributes: { EMAIL_VERIFICATION: 'false', AZ_FLOW: 'true' },
  },
} as const;

/** Inserts what is missing; never changes existing rows. */
export async function seedPurchasePaths(tx: Queryable) {
  for (const o of Object.values(purchasePathsOrganisations)) {
    await tx.query(
      `insert into organisations (organisation_id, name, logo_path, is_partner_organisation, is_show_shopper_required)
       select $1, $2, logo_path, true, true from organisations where organisation_id = 1001
       on conflict (organisation_id) do nothing`,
      [o.id, o.name],
    );
    for (const [name, value] of Object.entries(o.attributes)) {
      await tx.query('insert into organisation_custom_attributes values ($1, $2, $3) on conflict do nothing', [
        o.id,
        name,
        value,
      ]);
    }
  }
}
