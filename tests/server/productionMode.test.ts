import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { defaultConfig } from '../../server/config';
import { type Db, migrate } from '../../server/db';
import { createDefaultGateways } from '../../server/payments';
import { sandboxCardGatewayName, walletGatewayName } from '../../server/payments/sandbox';
import { seededAccounts, seedPassword, seedReferenceOnly } from '../../server/seed';
import { insertStudent } from '../../server/seed/students';
import { createEmptyDb, keyHeader } from './helpers';

/*
 * NODE_ENV=production (docs/deploy.md): the database gets reference data only (no demonstration account, discount code,
 * court case, sample review or placeholder video), and no sandbox gateway is offered. The seed's SQL is the same on
 * both databases; this file runs on an empty database of its own (PGlite, or a new PostgreSQL database with
 * TEST_DATABASE_URL), migrated and given reference data as `npm run migrate` does.
 */
let db: Db;
let closeDb: () => Promise<void>;
let app: ReturnType<typeof buildApp>;
const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0].n;

beforeAll(async () => {
  ({ db, close: closeDb } = await createEmptyDb());
  await migrate(db);
  await seedReferenceOnly(db);
  // Twice: a restart seeds again without duplicating anything.
  await seedReferenceOnly(db);
  app = buildApp({ db, config: defaultConfig({ production: true, devMailbox: false }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

describe('production mode', () => {
  it('seeds the catalogue and reference data, and no demonstration', async () => {
    expect(await count('select count(*)::int as n from course_configs')).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from states')).toBe(51);
    expect(await count('select count(*)::int as n from security_questions')).toBeGreaterThan(0);
    for (const demo of ['students', 'legacy_accounts', 'discounts', 'reviews', 'court_cases', 'outbox'])
      expect(await count(`select count(*)::int as n from ${demo}`), demo).toBe(0);
    expect(await count('select count(*)::int as n from course_configs where promo_video_url is not null')).toBe(0);
  });

  it('claims no reviews: the rating is hidden and no course description counts any', async () => {
    const res = await app.inject({ method: 'GET', url: apiPaths.reviewsAggregate, headers: keyHeader });
    expect(res.json().data).toEqual({ average_rating: 0, total_reviews: 0 });
    expect(await count("select count(*)::int as n from course_configs where info ilike '%review%'")).toBe(0);
  });

  it('signs no demonstration account in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: keyHeader,
      payload: { emailId: seededAccounts.student.email, password: seedPassword },
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses the demonstration's FREE100 code to a student of the school", async () => {
    const email = 'first.student@school.example';
    await insertStudent(
      db,
      {
        email,
        firstName: 'Ana',
        lastName: 'Núñez',
        status: 'Active',
        isVerified: true,
        isPersonalInfoPending: false,
        isEligible: true,
      },
      await hashPassword('Str0ng!pass'),
    );
    const signIn = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: keyHeader,
      payload: { emailId: email, password: 'Str0ng!pass' },
    });
    expect(signIn.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.discount,
      headers: { ...keyHeader, authorization: `Bearer ${signIn.json().token}` },
      payload: { code: 'FREE100', type: 'DISCOUNTCODE', configCourseId: 611 },
    });
    expect(res.json().status).toMatchObject({
      message: checkoutMessages.discountInvalid,
      code: checkoutFailureCodes.discountInvalid,
    });
  });

  it('offers no sandbox gateway: without a real card gateway there is no card payment at all', () => {
    const gateways = createDefaultGateways({ ...defaultConfig(), production: true });
    expect(gateways.has(sandboxCardGatewayName)).toBe(false);
    expect(gateways.has(walletGatewayName)).toBe(false);
    const demo = createDefaultGateways({ ...defaultConfig(), production: false });
    expect(demo.has(sandboxCardGatewayName)).toBe(true);
  });

  it('serves no /dev page or call', async () => {
    for (const url of [apiPaths.devTools, '/dev/mailbox', '/dev/clock'])
      expect((await app.inject({ method: 'GET', url, headers: keyHeader })).statusCode, url).toBe(404);
  });
});
