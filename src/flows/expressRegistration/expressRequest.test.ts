import { describe, expect, it } from 'vitest';

import { expressRegistrationRequestSchema } from '@contracts/express';

import { expressRequest, readExpressEntry } from './expressRequest';

describe('express request', () => {
  it('builds the 01 §3 payload the contract accepts', () => {
    const request = expressRequest(
      { configCourseId: 405, organisationId: 1001, a_aid: 'x' },
      ' riley@example.com ',
      'Apple',
      { mobileNumber: '+15551234567', optSms: true },
    );
    expect(request).toMatchObject({
      firstName: '',
      lastName: '',
      emailId: 'riley@example.com',
      isStudentOptMail: true,
      isStudentOptSms: true,
      mobileNumber: '+15551234567',
      parentEmail: '',
      state: { stateId: 99 },
      configCourseId: 405,
      organisationId: 1001,
      paymentMethod: 'Apple',
      a_aid: 'x',
      flexifieldList: [],
    });
    expect(expressRegistrationRequestSchema.safeParse(request).success).toBe(true);
  });
  it('reads the course from the query, default 611', () => {
    expect(readExpressEntry('', {})).toEqual({ configCourseId: 611 });
    expect(readExpressEntry('?configCourseId=405&a_aid=a1&PAPAffiliateId=p2', { organisationId: 7 })).toEqual({
      configCourseId: 405,
      organisationId: 7,
      a_aid: 'a1',
      PAPAffiliateId: 'p2',
    });
    expect(readExpressEntry('?configCourseId=abc', { countyLedgerId: 3, registerVia: 'sacramento' })).toEqual({
      configCourseId: 611,
      countyLedgerId: 3,
    });
  });
});
