import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parentTokenFailureCodes } from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import {
  courseInfoResponseSchema,
  expressAlreadyRegisteredStatus,
  expressMessages,
  type ExpressRegistrationRequest,
  expressRegistrationResponseSchema,
} from '../../contracts/express';
import * as apiPaths from '../../contracts/paths';
import { registrationMessages } from '../../contracts/registration';
import { statesWithCategoryResponseSchema } from '../../contracts/states';
import { promoVideoPath, waitCostsQuestion } from '../../server/seed';
import { expectRefusal, expectSignedUp, seededAccounts, uniqueEmail, useTestServer } from './helpers';

const t = useTestServer();
const body = (o: Partial<ExpressRegistrationRequest> = {}): ExpressRegistrationRequest => ({
  emailId: uniqueEmail('fast'),
  password: 'Default#123',
  configCourseId: 611,
  organisationId: 1001,
  paymentMethod: 'Paypal',
  ...o,
});
const express = (payload: unknown) =>
  t.call({ method: 'POST', url: apiPaths.expressRegistration, payload: payload as object });

describe('express registration', () => {
  it('creates the student with empty names, no state, tracking and payment method, signs in, mails the link to choose a password', async () => {
    const req = body({
      a_aid: 'aff-1',
      PAPAffiliateId: 'pap-9',
      mobileNumber: '916-555-0100',
      paymentMethod: 'Credit Card',
    });
    const parsed = expectSignedUp(await express(req), expressRegistrationResponseSchema, expressMessages.success);
    expect(parsed.data).toMatchObject({
      firstName: '',
      lastName: '',
      emailId: req.emailId,
      status: 'PaymentPending',
      isEligible: true,
      state: null,
    });
    const [row] = await t.db.query<{ tracking: object; mobile_number: string; state_id: number | null }>(
      'select tracking, mobile_number, state_id from students where student_id = $1',
      [parsed.data!.studentId],
    );
    expect(row).toEqual({
      tracking: { a_aid: 'aff-1', PAPAffiliateId: 'pap-9' },
      mobile_number: '916-555-0100',
      state_id: null,
    });
    const courses = await t.db.query(
      'select config_course_id, status, payment_method, registered_via from student_courses where student_id = $1',
      [parsed.data!.studentId],
    );
    expect(courses).toEqual([
      { config_course_id: 611, status: 'PaymentPending', payment_method: 'Credit Card', registered_via: 'express' },
    ]);
    expect((await t.mailsTo(req.emailId)).map((m) => m.subject)).toEqual(['Choose a password for your account']);
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${parsed.data!.studentId}`, parsed.token);
    expect(details.statusCode).toBe(200);
    // The payload's password is never the account's (tests/server/expressPassword.test.ts).
    await expect(t.login(req.emailId, 'Default#123')).rejects.toThrow(/login .* failed/);
  });

  it('answers success with isEligible false and no token for an existing e-mail (already-registered modal)', async () => {
    const res = await express(body({ emailId: seededAccounts.student.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: expressMessages.alreadyRegistered });
    expect(res.body.token).toBeUndefined();
    expect(res.body.data).toMatchObject({
      studentId: 0,
      emailId: seededAccounts.student.email.toUpperCase(),
      status: expressAlreadyRegisteredStatus,
      isEligible: false,
      firstName: '',
    });
  });

  it('AZ flow: a new e-mail is eligible, an existing one is not (with the AZ message)', async () => {
    const fresh = await express(body({ configCourseId: 913, organisationId: 3003 }));
    expect(fresh.body.data.isEligible).toBe(true);
    expect(fresh.body.token).toBeTruthy();
    const again = await express(body({ configCourseId: 913, organisationId: 3003, emailId: fresh.body.data.emailId }));
    expect(again.statusCode).toBe(200);
    expect(again.body.status.message).toBe(expressMessages.azNotEligible);
    expect(again.body.data.isEligible).toBe(false);
  });

  it('court flow keeps the county ledger; a double submit registers once', async () => {
    const req = body({ configCourseId: 620, countyLedgerId: 5102 });
    const [a, b] = await Promise.all([express(req), express(req)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.body.token, b.body.token].filter(Boolean)).toHaveLength(1);
    const rows = await t.db.query(
      'select sc.county_ledger_id from student_courses sc join students s using (student_id) where lower(s.email) = lower($1)',
      [req.emailId],
    );
    expect(rows).toEqual([{ county_ledger_id: 5102 }]);
  });

  it('refuses bad input with the spec wording', async () => {
    for (const emailId of ['', 'a@b.c', 'not-an-email']) {
      const res = await express(body({ emailId }));
      expectRefusal(res, 400, expressMessages.invalidEmail, 'FAIL');
    }
    const phone = await express(body({ mobileNumber: '012-345-6789' }));
    expect(phone.body.status).toMatchObject({
      message: 'mobileNumber: Please enter a valid phone number',
      code: failureCodes.validation,
    });
    const names = await express({ ...body(), firstName: 'Robin' });
    expect(names.statusCode).toBe(400);
    const method = await express({ ...body(), paymentMethod: 'Cash' });
    expect(method.statusCode).toBe(400);
    const state = await express(body({ state: { stateId: 77 } }));
    expect(state.body.status.message).toBe('state.stateId: State is required');
    const closed = await express(body({ configCourseId: 778 }));
    expect(closed.statusCode).toBe(409);
    expect(closed.body.status.message).toBe(registrationMessages.registrationClosed);
  });
});

describe('course info', () => {
  it('answers the panel: header HTML, info sections, FAQ, price and a served promo video', async () => {
    const res = await t.call({ method: 'GET', url: `${apiPaths.courseInfo}?configCourseId=611` });
    expect(res.statusCode).toBe(200);
    const { data } = courseInfoResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      configCourseId: 611,
      name: 'California 8-Hour Traffic School',
      price: 24.95,
      promoVideoUrl: promoVideoPath,
    });
    expect(data!.infoHeader).toContain(waitCostsQuestion);
    expect(data!.info).toContain('<section>');
    expect(data!.configCourseFaq.length).toBeGreaterThanOrEqual(4);
    expect(data!.configCourseFaq.length).toBeLessThanOrEqual(6);
    expect(data!.configCourseFaq[0].faq.questionName).toBe(waitCostsQuestion);

    const video = await t.app.inject({ method: 'GET', url: promoVideoPath });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    expect(
      video.rawPayload.equals(readFileSync(new URL('../../server/assets/video/course-promo.mp4', import.meta.url))),
    ).toBe(true);
    const range = await t.app.inject({ method: 'GET', url: promoVideoPath, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('404 for an unknown course, 400 for a bad id', async () => {
    const unknown = await t.call({ method: 'GET', url: `${apiPaths.courseInfo}?configCourseId=999999` });
    expectRefusal(unknown, 404, 'Course not found.', failureCodes.notFound);
    expect((await t.call({ method: 'GET', url: `${apiPaths.courseInfo}?configCourseId=abc` })).statusCode).toBe(400);
  });
});

describe('states with category', () => {
  it('lists active states with the categories of their courses for a session token', async () => {
    const { token } = await t.login(seededAccounts.student.email);
    const res = await t.get(apiPaths.statesWithCategory, token);
    expect(res.statusCode).toBe(200);
    const { data } = statesWithCategoryResponseSchema.parse(res.body);
    expect(data).toHaveLength(51);
    const ca = data!.find((s) => s.stateId === 5)!;
    expect(ca.categories.map((c) => c.categoryName)).toEqual(['Traffic School', 'Defensive Driving', "Driver's Ed"]);
    expect(data!.find((s) => s.stateId === 44)!.categories).toEqual([
      { categoryId: 2, categoryName: 'Defensive Driving' },
    ]);
    expect(data!.find((s) => s.stateId === 1)!.categories).toEqual([]);
  });

  it('refuses a missing, unknown or revoked token', async () => {
    expect((await t.call({ method: 'GET', url: apiPaths.statesWithCategory })).statusCode).toBe(401);
    const bad = await t.get(apiPaths.statesWithCategory, 'nope');
    expect(bad.statusCode).toBe(401);
    expect(bad.body.status.code).toBe(parentTokenFailureCodes.invalid);
  });
});
