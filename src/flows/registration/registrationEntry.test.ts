import { describe, expect, it } from 'vitest';

import { readRegistrationEntry } from './registrationEntry';

describe('readRegistrationEntry (01 §2 Entry query parameters)', () => {
  it('defaults to course 611 with nothing stored', () => {
    expect(readRegistrationEntry({ search: '', hash: '' }, undefined, {})).toEqual({
      configCourseId: 611,
      tracking: {},
    });
  });

  it('reads the ids, the tag and the tracking parameters from the query string', () => {
    const entry = readRegistrationEntry(
      {
        search:
          '?configCourseId=612&organisationId=3001&stateId=5&vehicleTag=G12-3456&utm_source=mail&gclid=abc&aaid=7',
        hash: '',
      },
      undefined,
      {},
    );
    expect(entry).toEqual({
      configCourseId: 612,
      organisationId: 3001,
      stateId: 5,
      vehicleTag: 'G12-3456',
      tracking: { utmSource: 'mail', gclid: 'abc', aaid: '7' },
    });
  });

  it('reads parameters after a hash, the query string winning', () => {
    const entry = readRegistrationEntry(
      { search: '?utmCampaign=q', hash: '#/register?utmCampaign=h&utmMedium=cpc&configCourseId=613' },
      undefined,
      {},
    );
    expect(entry).toEqual({ configCourseId: 613, tracking: { utmCampaign: 'q', utmMedium: 'cpc' } });
    expect(readRegistrationEntry({ search: '', hash: '#referral=friend' }, undefined, {}).tracking).toEqual({
      referral: 'friend',
    });
  });

  it('takes the path id as the course, then storage', () => {
    expect(readRegistrationEntry({ search: '', hash: '' }, '383', { configCourseId: 700 }).configCourseId).toBe(383);
    expect(
      readRegistrationEntry({ search: '', hash: '' }, 'abc', {
        configCourseId: 700,
        organisationId: 1481,
        vehicleTag: 'T1',
      }),
    ).toEqual({
      configCourseId: 700,
      organisationId: 1481,
      vehicleTag: 'T1',
      tracking: {},
    });
  });

  it('ignores ids that are not positive whole numbers', () => {
    expect(readRegistrationEntry({ search: '?configCourseId=x&stateId=-1', hash: '' }, undefined, {})).toEqual({
      configCourseId: 611,
      tracking: {},
    });
  });
});
