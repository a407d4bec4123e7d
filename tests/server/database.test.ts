import { describe, expect, it } from 'vitest';

import { verifyPassword } from '../../server/auth/password';
import { migrate } from '../../server/db';
import { seed } from '../../server/seed';
import { seededAccounts, seedPassword, useTestServer } from './helpers';

const t = useTestServer();
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
const tables = [
  'organisations',
  'organisation_domains',
  'states',
  'course_configs',
  'course_config_prices',
  'course_chapters',
  'students',
  'student_courses',
  'student_course_chapters',
  'legacy_accounts',
  'payment_transactions',
  'flexi_fields',
  'config_course_flexi_fields',
  'flexi_field_items',
  'student_flexi_values',
  'organisation_custom_attributes',
  'config_course_custom_attributes',
  'course_categories',
  'course_faqs',
  'court_cases',
  'reviews',
  'course_upsells',
  'course_price_extras',
  'discounts',
  'county_agencies',
];

describe('migrations and seed', () => {
  it('records applied migrations and applies each only once', async () => {
    const rows = await t.db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual([
      '0001_initial',
      '0002_verification_lifetime_and_inactivity_flag',
      '0003_registration_and_checkout',
      '0004_express_court_reviews_parent',
      '0005_cart_payment_account',
      '0006_course_summary',
      '0007_parent_links',
      '0007_sign_in_limits',
      '0008_payment_attempts',
      '0009_course_rules',
      '0010_course_taking',
      '0011_quizzes_certificates',
      '0012_identity_checks',
      '0013_typing_pattern',
      '0014_webcam_photos',
      '0015_faqs',
      '0016_support_tickets',
      '0017_two_factor',
      '0018_profile_other_information',
      '0019_preferences_and_connected_accounts',
      '0020_student_documents',
      '0021_eligibility',
      '0022_refunds',
      '0023_refund_reviews',
      '0024_account_takeover',
      '0025_data_at_rest',
      '0026_instance_indexes',
      '0027_wallet_access_tokens',
      '0028_certificate_mail',
      '0029_student_language',
      '0030_course_versions',
    ]);
    expect(await migrate(t.db)).toEqual([]);
  });

  it("seeds idempotently, the browser paths' fixtures too", async () => {
    const counts = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await count(n)] as const)));
    const withoutFixtures = await counts();
    expect(await seed(t.db, t.clock, { pathFixtures: false })).toBe(false);
    expect(await counts()).toEqual(withoutFixtures);
    expect(withoutFixtures.organisations).toBe(7);
    // The fixtures added to a seeded database (as `npm start` does on an older one), then nothing more.
    expect(await seed(t.db, t.clock)).toBe(false);
    const before = await counts();
    expect(await seed(t.db, t.clock)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.states).toBe(51);
    // Seven of our own and five that registration's browser paths need (server/seed/registrationPaths.ts).
    expect(before.organisations).toBe(12);
    // The registration fields 1–8 and the profile's 89 and 161.
    expect(before.flexi_fields).toBe(10);
  });

  it('holds the course configs with their prices', async () => {
    const rows = await t.db.query<{ config_course_id: number; name: string; amount: string; is_default: boolean }>(
      `select c.config_course_id, c.name, p.amount::text as amount, c.is_default from course_configs c
       join course_config_prices p on p.config_course_id = c.config_course_id and p.price_type = 'COURSE' order by c.config_course_id`,
    );
    expect(rows.map((r) => [r.config_course_id, r.amount])).toEqual([
      [383, '80.00'],
      [405, '25.00'],
      [611, '24.95'],
      [612, '29.00'],
      [620, '29.00'],
      [630, '24.95'],
      [631, '34.95'],
      [640, '19.95'],
      [641, '14.95'],
      [776, '29.95'],
      [777, '39.95'],
      [778, '29.95'],
      [901, '0.00'],
      [911, '0.00'],
      [912, '19.95'],
      [913, '29.00'],
      [914, '15.00'],
      [990, '0.00'],
      [992, '0.00'],
    ]);
    expect(rows.find((r) => r.is_default)?.config_course_id).toBe(611);
  });

  it('stores every seeded account with a salted scrypt hash of the shared password', async () => {
    const students = await t.db.query<{ email: string; password_hash: string }>(
      'select email, password_hash from students',
    );
    const legacy = await t.db.query<{ email: string; password_hash: string }>(
      'select email, password_hash from legacy_accounts',
    );
    const all = [...students, ...legacy];
    for (const account of Object.values(seededAccounts)) {
      const row = all.find((r) => r.email === account.email);
      expect(row, account.email).toBeDefined();
      expect(row!.password_hash).toMatch(/^scrypt\$/);
      expect(row!.password_hash).not.toContain(seedPassword);
      expect(await verifyPassword(seedPassword, row!.password_hash)).toBe(true);
      expect(await verifyPassword('wrong', row!.password_hash)).toBe(false);
    }
    expect(new Set(all.map((r) => r.password_hash)).size).toBe(all.length);
    expect(legacy.map((r) => r.email)).toEqual([seededAccounts.legacy.email]);
  });

  it('fills the columns of migration 0003 on rows seeded before it, without overwriting values', async () => {
    await t.db.query(
      `update course_configs set course_family = null, checkout_header = 'Kept' where config_course_id = 611`,
    );
    await t.db.query(`update course_config_prices set cross_out_amount = null where config_course_id = 611`);
    await seed(t.db, t.clock, { pathFixtures: false });
    const [row] = await t.db.query<{ course_family: string; checkout_header: string; cross_out: string }>(
      `select c.course_family, c.checkout_header, p.cross_out_amount::text as cross_out from course_configs c
       join course_config_prices p on p.config_course_id = c.config_course_id where c.config_course_id = 611`,
    );
    expect(row).toEqual({ course_family: 'defensive-driving', checkout_header: 'Kept', cross_out: '39.95' });
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    await expect(
      t.db.query(`insert into students (email, password_hash) values ('STUDENT@example.com', 'x')`),
    ).rejects.toThrow();
  });
});
