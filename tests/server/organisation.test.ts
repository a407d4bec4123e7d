import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import { customAttributes, organisationLogoResponseSchema } from '../../contracts/organisation';
import * as apiPaths from '../../contracts/paths';
import { statesResponseSchema } from '../../contracts/states';
import { useTestServer } from './helpers';

const t = useTestServer();
const logo = (query: string) => t.call({ method: 'GET', url: `${apiPaths.organisationLogo}?${query}` });

describe('organisation logo', () => {
  it('answers our own organisation for localhost and 127.0.0.1', async () => {
    for (const domain of ['http://localhost:8080', 'http://127.0.0.1:5173', 'localhost']) {
      const res = await logo(`domain=${encodeURIComponent(domain)}`);
      expect(res.statusCode).toBe(200);
      const body = organisationLogoResponseSchema.parse(res.body);
      expect(body.data).toMatchObject({
        organisationId: 1001,
        isPartnerOrganisation: false,
        isRegistrationDisclaimerRequired: false,
        configCustomAttributeMappingList: [],
      });
      expect(body.data!.logoPath).toMatch(/improv\.svg$/);
    }
  });

  it('answers the partner organisation for partner.localhost with its branding and attributes', async () => {
    const res = await logo(`domain=${encodeURIComponent('http://partner.localhost:8080')}`);
    const org = organisationLogoResponseSchema.parse(res.body).data!;
    expect(org).toMatchObject({
      organisationId: 2001,
      isPartnerOrganisation: true,
      isRegistrationDisclaimerRequired: true,
      isComm100Required: true,
    });
    expect(org.logoPath).toMatch(/partner\.svg$/);
    expect(org.registrationDisclaimerMessage).toContain('Partner Driving Academy');
    expect(customAttributes(org).SOCIAL_LOGIN).toBe('true');
  });

  it('falls back to organisation 1001 for unknown hosts', async () => {
    const res = await logo(`domain=${encodeURIComponent('https://unknown.example.org')}`);
    expect(res.body.data.organisationId).toBe(1001);
  });

  it('fills the config-course attributes and the reason', async () => {
    const res = await logo(`domain=${encodeURIComponent('http://localhost:8080')}&configCourseId=611&reasonId=1`);
    const org = organisationLogoResponseSchema.parse(res.body).data!;
    expect(org.configCustomAttributeMappingList).toContainEqual({
      customAttribute: { columnName: 'COURSE_INFORMATION' },
      customAttributeValue: 'true',
    });
    expect(org.reason).toEqual({ reasonName: 'SPIDER Drivers Education' });
    expect(customAttributes(org).PAYMENT_BYPASS).toBe('false');
  });

  it('serves the logo images without a subscription key', async () => {
    for (const file of ['improv.svg', 'partner.svg']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/improv-student-registration-journey/assets/logos/${file}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/improv-student-registration-journey/assets/logos/nope.svg',
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/improv-student-registration-journey/assets/logos/..%2F..%2Fapp.ts',
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('validates the query', async () => {
    for (const q of ['', 'domain=localhost&configCourseId=abc']) {
      const res = await logo(q);
      expect(res.statusCode).toBe(400);
      expect(res.body.status.code).toBe(failureCodes.validation);
    }
    expect((await logo('')).body.status.message).toContain('domain');
  });
});

describe('states', () => {
  it('lists the 50 states and DC in alphabetical order', async () => {
    const res = await t.call({ method: 'GET', url: `${apiPaths.states}?IsActive=true` });
    const states = statesResponseSchema.parse(res.body).data!;
    expect(states).toHaveLength(51);
    expect(states[0]).toEqual({ stateId: 1, stateName: 'Alabama', stateCode: 'AL' });
    expect(states.find((s) => s.stateId === 36)).toMatchObject({ stateName: 'Ohio' });
    expect(states.map((s) => s.stateName)).toEqual([...states.map((s) => s.stateName)].sort());
  });

  it('hides inactive states unless IsActive=false', async () => {
    await t.db.query('update states set is_active = false where state_id = 51');
    const active = await t.call({ method: 'GET', url: `${apiPaths.states}?IsActive=true` });
    expect(active.body.data).toHaveLength(50);
    const all = await t.call({ method: 'GET', url: `${apiPaths.states}?IsActive=false` });
    expect(all.body.data).toHaveLength(51);
    await t.db.query('update states set is_active = true where state_id = 51');
  });

  it('validates IsActive', async () => {
    const res = await t.call({ method: 'GET', url: `${apiPaths.states}?IsActive=maybe` });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.message).toContain('IsActive');
  });
});
