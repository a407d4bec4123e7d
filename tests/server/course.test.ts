import { describe, expect, it } from 'vitest';

import { coursePriceResponseSchema, courseRemapResponseSchema } from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import { customAttributes, organisationLogoResponseSchema } from '../../contracts/organisation';
import * as apiPaths from '../../contracts/paths';
import { registrationVariants, seededRemaps } from '../../server/seed';
import { expectRefusal, useTestServer } from './helpers';

const t = useTestServer();
const price = (configCourseId: unknown) =>
  t.call({ method: 'POST', url: apiPaths.coursePrice, payload: { configCourseId } });
const remap = (query: string) => t.call({ method: 'GET', url: `${apiPaths.courseRemap}?${query}` });
const logo = (query: string) =>
  t.call({
    method: 'GET',
    url: `${apiPaths.organisationLogo}?domain=${encodeURIComponent('http://localhost:8080')}&${query}`,
  });

describe('course price', () => {
  it('answers name, base price, cross-out price and checkout header', async () => {
    const res = await price(611);
    expect(res.statusCode).toBe(200);
    expect(coursePriceResponseSchema.parse(res.body).data).toEqual({
      configCourseId: 611,
      name: 'California 8-Hour Traffic School',
      basePrice: 24.95,
      crossOutPrice: 39.95,
      checkoutHeader: 'California DMV-licensed traffic school: dismiss your ticket and keep your record clean.',
      description: expect.any(String),
      logoPath: '/improv-student-registration-journey/assets/logos/improv.svg',
      stateId: 5,
      mailPrice: {
        mailItems: [
          {
            coursePriceTypeId: 1,
            priceTypeCode: 'Mail',
            bhwlName: 'Certificate by mail',
            bhwlDescription: expect.any(String),
            price: 9.95,
            selected: false,
          },
        ],
      },
      bhwlPrice: { bhwlItems: [] },
    });
    expect((await price(383)).body.data.bhwlPrice.bhwlItems.map((i: { bhwlName: string }) => i.bhwlName)).toEqual([
      '2-hour behind-the-wheel lesson',
      '6-hour behind-the-wheel package',
    ]);
    expect((await price(911)).body.data).toMatchObject({ basePrice: 0, crossOutPrice: 24.95 });
    expect((await price(776)).body.data).toMatchObject({ basePrice: 29.95, crossOutPrice: 0, checkoutHeader: null });
  });

  it('answers 404 NOT_FOUND for an unknown course and 400 for a bad body', async () => {
    const res = await price(4242);
    expectRefusal(res, 404, 'Course not found.', failureCodes.notFound);
    expect((await price('611')).statusCode).toBe(400);
  });
});

describe('course remapping by state', () => {
  it.each(seededRemaps.filter((r) => r.courseConfigId !== null))('$note', async (r) => {
    const res = await remap(`configCourseId=${r.configCourseId}&stateId=${r.stateId}`);
    expect(res.statusCode).toBe(200);
    expect(courseRemapResponseSchema.parse(res.body).data).toEqual({ courseConfigId: r.courseConfigId });
  });

  it('answers 404 when the family has no course for the state, the course has no family, or is unknown', async () => {
    for (const q of [
      'configCourseId=611&stateId=36',
      'configCourseId=911&stateId=44',
      'configCourseId=4242&stateId=5',
    ]) {
      const res = await remap(q);
      expect(res.statusCode, q).toBe(404);
      expect(res.body.status.code).toBe(failureCodes.notFound);
    }
  });

  it('never remaps to a closed course and validates the query', async () => {
    // 778 (closed) is the only Florida TLSAE course.
    expect((await remap('configCourseId=778&stateId=10')).body.data).toEqual({ courseConfigId: 778 });
    expect((await remap('configCourseId=611&stateId=abc')).statusCode).toBe(400);
  });
});

describe('organisation logo for the registration variants', () => {
  it.each(Object.values(registrationVariants))('$key: $url', async (v) => {
    const url = new URL(v.url, 'http://localhost');
    expect(url.pathname).toBe('/register');
    const byCourse = organisationLogoResponseSchema.parse(
      (await logo(`configCourseId=${v.configCourseId}`)).body,
    ).data!;
    const byBoth = organisationLogoResponseSchema.parse((await logo(url.search.slice(1))).body).data!;
    expect(byBoth.organisationId).toBe(v.organisationId);
    // Our own organisation's courses are sold on every host: localhost answers 1001 for them.
    expect(byCourse.organisationId).toBe(v.organisationId);
    expect(byBoth.isCourseExpired).toBe(v.key === 'closed');
    expect((await price(v.configCourseId)).statusCode).toBe(200);
  });

  it('answers the variant attributes', async () => {
    const attrs = async (q: string) =>
      customAttributes(organisationLogoResponseSchema.parse((await logo(q)).body).data!);
    expect(await attrs('organisationId=3001&configCourseId=911')).toMatchObject({ PAYMENT_BYPASS: 'true' });
    expect(await attrs('organisationId=3002&configCourseId=912')).toMatchObject({ EMAIL_VERIFICATION: 'false' });
    expect(await attrs('organisationId=3003')).toMatchObject({ AZ_FLOW: 'true' });
    expect(await attrs('organisationId=3004&configCourseId=914')).toMatchObject({
      REMOVE_FIELDS: 'true',
      EMAIL_DOMAIN_RESTRICTION: 'acme.example,.acme-fleet.example',
    });
    expect(await attrs('configCourseId=901')).toMatchObject({ PAYMENT_BYPASS: 'true' });
    // A course attribute overrides the organisation's: 611 says PAYMENT_BYPASS 'false' even under 3001.
    expect(await attrs('organisationId=3001&configCourseId=611')).toMatchObject({ PAYMENT_BYPASS: 'false' });
  });

  it('keeps the host for our own courses and ignores an unknown organisationId', async () => {
    const partner = await t.call({
      method: 'GET',
      url: `${apiPaths.organisationLogo}?domain=partner.localhost&configCourseId=611`,
    });
    expect(partner.body.data.organisationId).toBe(2001);
    const unknown = await logo('organisationId=4242');
    expect(unknown.body.data.organisationId).toBe(1001);
    const gsaAnywhere = await t.call({
      method: 'GET',
      url: `${apiPaths.organisationLogo}?domain=partner.localhost&configCourseId=901`,
    });
    expect(gsaAnywhere.body.data).toMatchObject({ organisationId: 1481, logoPath: expect.stringMatching(/gsa\.svg$/) });
    const svg = await t.app.inject({ method: 'GET', url: gsaAnywhere.body.data.logoPath });
    expect(svg.statusCode).toBe(200);
  });
});
