import { describe, expect, it } from 'vitest';

import { legacyLoginResponseSchema, loginResponseSchema, signInNoticeCodes } from '../../contracts/auth';
import { emptyEnvelope, failureCodes, legacyUnknownEmailCode } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { hours } from '../../server/clock';
import { expectRefusal, seededAccounts, seedPassword, useTestServer } from './helpers';

const t = useTestServer({ config: { legacyPlatformUrl: 'https://old.example.test/continue' } });
const login = (emailId: string, password = seedPassword) =>
  t.call({ method: 'POST', url: apiPaths.login, payload: { emailId, password, domainUrl: 'http://localhost:8080' } });
const wrongCredentials =
  'Incorrect email or password. Please try again or click Forgot Password to reset your password.';

describe('subscription key and envelope', () => {
  it('refuses API calls without or with a wrong subscription key', async () => {
    for (const headers of [{}, { 'ocp-apim-subscription-key': 'nope' }]) {
      const res = await t.app.inject({ method: 'GET', url: `${apiPaths.states}?IsActive=true`, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: {
          success: false,
          message: 'Missing or invalid subscription key',
          code: failureCodes.missingSubscriptionKey,
        },
      });
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/improv-student-course-dashboard/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(emptyEnvelope.parse(res.body).status).toMatchObject({ success: false, code: failureCodes.notFound });
  });

  it('answers malformed JSON with 400 VALIDATION and no stack trace', async () => {
    const res = await t.call({
      method: 'POST',
      url: apiPaths.login,
      payload: '{"emailId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.success).toBe(false);
    expect(res.body.status.code).toBe(failureCodes.validation);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('login', () => {
  it('signs in the active paid student with a token and the student record', async () => {
    const res = await login('Student@Example.com');
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body.status.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({
      emailId: seededAccounts.student.email,
      firstName: 'Alex',
      status: 'Active',
      isVerified: true,
      isPersonalInfoPending: false,
      isEligible: true,
      state: { stateId: 5 },
      organisation: { organisationId: 1001, logoPath: '/improv-student-registration-journey/assets/logos/improv.svg' },
    });
    expect(body.data!.defaultStPaymentTrxId).toEqual(expect.any(Number));
    expect(res.headers['cache-control']).toBe('no-store');
    // The raw token is never stored.
    const [stored] = await t.db.query<{ n: number }>('select count(*)::int as n from sessions where token_hash = $1', [
      body.token,
    ]);
    expect(stored.n).toBe(0);
    // A verified student gets no verification mail.
    expect(await t.mailsTo(seededAccounts.student.email)).toHaveLength(0);
  });

  it('signs in the payment-pending student and mails a fresh verification code', async () => {
    const res = await login(seededAccounts.pending.email);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PaymentPending', isVerified: false, defaultStPaymentTrxId: null });
    const mails = await t.mailsTo(seededAccounts.pending.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toMatch(/Your verification code is \d{6}/);
  });

  it('refuses an expired password with 403 PASSWORD_EXPIRED and no token', async () => {
    const res = await login(seededAccounts.expired.email);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({
      status: {
        success: false,
        message: 'Your password has expired. Please reset your password.',
        code: failureCodes.passwordExpired,
      },
    });
  });

  it('still signs in the ineligible student, with the eligibility message', async () => {
    const res = await login(seededAccounts.ineligible.email);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({
      success: true,
      message: 'You are not eligible to take this course. Please contact our support team.',
      code: signInNoticeCodes.ineligible,
    });
    expect(res.body.data.isEligible).toBe(false);
  });

  it('answers 409 LEGACY_ACCOUNT for an e-mail known only to the legacy platform', async () => {
    const res = await login(seededAccounts.legacy.email);
    expectRefusal(res, 409, 'This account was created on our previous platform.', failureCodes.legacyAccount);
    expect(res.body.token).toBeUndefined();
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    for (const [email, password] of [
      [seededAccounts.student.email, 'wrong-pass'],
      ['nobody@example.com', seedPassword],
    ]) {
      const res = await login(email, password);
      expectRefusal(res, 401, wrongCredentials, failureCodes.unauthorized);
    }
    // The expired-password account with a wrong password is just a wrong password.
    expect((await login(seededAccounts.expired.email, 'wrong-pass')).statusCode).toBe(401);
  });

  it('answers 400 INVALID_EMAIL for a syntactically invalid e-mail', async () => {
    const res = await login('not-an-email');
    expectRefusal(res, 400, 'Please enter a valid email address', failureCodes.invalidEmail);
  });

  it('answers 400 VALIDATION naming the missing field', async () => {
    const res = await t.call({ method: 'POST', url: apiPaths.login, payload: { emailId: 'student@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.code).toBe(failureCodes.validation);
    expect(res.body.status.message).toContain('password');
    const tooLong = await t.call({
      method: 'POST',
      url: apiPaths.login,
      payload: { emailId: `${'a'.repeat(101)}@x.com`, password: 'x' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.status.message).toContain('emailId');
  });
});

describe('legacy (initial) login', () => {
  const legacy = (emailId: string, password = seedPassword) =>
    t.call({ method: 'POST', url: apiPaths.legacyLogin, payload: { emailId, password } });

  it('hands a legacy account with the right password over to the old platform', async () => {
    const res = await legacy(seededAccounts.legacy.email);
    expect(res.statusCode).toBe(200);
    const body = legacyLoginResponseSchema.parse(res.body);
    expect(body.status.success).toBe(true);
    expect(body.token).toBeTruthy();
    const url = new URL(body.data!.redirectUrl);
    expect(url.origin + url.pathname).toBe('https://old.example.test/continue');
    expect(url.searchParams.get('token')).toBe(body.token);
  });

  it('answers LEGACY_PASSWORD_MISMATCH for a wrong password', async () => {
    const res = await legacy(seededAccounts.legacy.email, 'wrong-pass');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: { success: false, message: 'Password does not match', code: failureCodes.legacyPasswordMismatch },
    });
  });

  it("answers 'Invalid Email' for an unknown e-mail (also current-platform ones)", async () => {
    for (const email of ['ghost@example.com', seededAccounts.student.email]) {
      const res = await legacy(email);
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({
        status: { success: false, message: 'Invalid Email', code: legacyUnknownEmailCode },
      });
    }
  });

  it('validates the body', async () => {
    const res = await t.call({ method: 'POST', url: apiPaths.legacyLogin, payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.message).toContain('emailId');
  });
});

describe('sessions', () => {
  const details = (token: string | undefined, studentId: number, studentIdHeader?: number) =>
    t.call({ method: 'GET', url: `${apiPaths.studentDetails}?studentId=${studentId}`, token, studentIdHeader });

  it('answers 401 UNAUTHORIZED without a token or with an unknown one', async () => {
    const { studentId } = await t.login(seededAccounts.student.email);
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await details(token, studentId);
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({
        status: { success: false, message: 'Please sign in again.', code: failureCodes.unauthorized },
      });
    }
  });

  it('accepts the parent-flow token without the Bearer prefix', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    const res = await t.call({
      method: 'GET',
      url: `${apiPaths.studentDetails}?studentId=${studentId}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a token used for another student with 403 Access Denied (query and studentid header)', async () => {
    const mine = await t.login(seededAccounts.student.email);
    const other = await t.login(seededAccounts.ineligible.email);
    const viaQuery = await details(mine.token, other.studentId);
    expect(viaQuery.statusCode).toBe(403);
    expect(viaQuery.body).toEqual({
      status: { success: false, message: 'Access Denied', code: failureCodes.forbidden },
    });
    const viaHeader = await details(mine.token, mine.studentId, other.studentId);
    expect(viaHeader.statusCode).toBe(403);
    expect(viaHeader.body.status.message).toBe('Access Denied');
    expect((await details(mine.token, mine.studentId, mine.studentId)).statusCode).toBe(200);
  });

  it('expires a session after 12 hours with TOKEN_EXPIRED', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    t.clock.advance(hours(12) - 1000);
    expect((await details(token, studentId)).statusCode).toBe(200);
    t.clock.advance(2000);
    const res = await details(token, studentId);
    expect(res.statusCode).toBe(401);
    expect(res.body.status.code).toBe(failureCodes.tokenExpired);
    t.clock.advance(-hours(12) - 1000);
  });
});

describe('logout', () => {
  it('revokes the token: the next call answers 401 with session false', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.logout,
      token,
      payload: { studentId, isCourseHasAccessTimeLimitPerDay: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status.success).toBe(true);
    const after = await t.get(`${apiPaths.studentDetails}?studentId=${studentId}`, token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toMatchObject({ session: false, status: { success: false, code: failureCodes.unauthorized } });
    // Logging out twice with the revoked token is refused the same way.
    const again = await t.call({
      method: 'POST',
      url: apiPaths.logout,
      token,
      payload: { studentId, isCourseHasAccessTimeLimitPerDay: false },
    });
    expect(again.body.session).toBe(false);
  });

  it('stores the remaining daily time on the student course', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    const [sc] = await t.db.query<{ student_course_id: number }>(
      'select student_course_id from student_courses where student_id = $1',
      [studentId],
    );
    const res = await t.call({
      method: 'POST',
      url: apiPaths.logout,
      token,
      payload: {
        studentId,
        isCourseHasAccessTimeLimitPerDay: true,
        availableTimeForTheDay: 5400,
        configCourseId: 611,
        studentCourseId: sc.student_course_id,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ available_time_for_the_day: number }>(
      'select available_time_for_the_day from student_courses where student_course_id = $1',
      [sc.student_course_id],
    );
    expect(row.available_time_for_the_day).toBe(5400);
  });

  it("refuses logging out another student's id and keeps the session", async () => {
    const mine = await t.login(seededAccounts.student.email);
    const other = await t.login(seededAccounts.ineligible.email);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.logout,
      token: mine.token,
      payload: { studentId: other.studentId, isCourseHasAccessTimeLimitPerDay: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.status.message).toBe('Access Denied');
    expect((await t.get(`${apiPaths.studentDetails}?studentId=${mine.studentId}`, mine.token)).statusCode).toBe(200);
  });

  it('validates the body (after authentication)', async () => {
    const { token } = await t.login(seededAccounts.student.email);
    const res = await t.call({ method: 'POST', url: apiPaths.logout, token, payload: { studentId: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.message).toMatch(/studentId/);
    expect(res.body.status.message).toMatch(/isCourseHasAccessTimeLimitPerDay/);
    const anonymous = await t.call({
      method: 'POST',
      url: apiPaths.logout,
      payload: { studentId: 1, isCourseHasAccessTimeLimitPerDay: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
