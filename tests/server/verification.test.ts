import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { minutes } from '../../server/clock';
import { expectRefusal, lastCode, seededAccounts, useTestServer } from './helpers';

const t = useTestServer();
const verify = (token: string, studentId: number, code: string) =>
  t.call({ method: 'PUT', url: `${apiPaths.emailVerification(studentId)}?code=${encodeURIComponent(code)}`, token });
const resend = (token: string, studentId: number) =>
  t.call({ method: 'PUT', url: apiPaths.resendVerification(studentId), token });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An unverified student who just signed in (login mails the first code). */
async function unverified() {
  const s = await t.createStudent({ status: 'PaymentPending', isVerified: false });
  const session = await t.login(s.email);
  return { ...s, token: session.token, code: await lastCode(t, s.email) };
}

describe('e-mail verification', () => {
  it('verifies the seeded pending student with the mailed code', async () => {
    const { token, studentId } = await t.login(seededAccounts.pending.email);
    const code = await lastCode(t, seededAccounts.pending.email);
    const res = await verify(token, studentId, code);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: 'Your e-mail address has been verified.' });
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${studentId}`, token);
    expect(details.body.data.isVerified).toBe(true);
    // A verified student signing in again gets no new code.
    const before = (await t.mailsTo(seededAccounts.pending.email)).length;
    await t.login(seededAccounts.pending.email);
    expect(await t.mailsTo(seededAccounts.pending.email)).toHaveLength(before);
  });

  it('requires exactly 6 digits', async () => {
    const s = await unverified();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(s.token, s.studentId, code);
      expectRefusal(res, 400, 'Please enter the 6-digit code', failureCodes.validation);
    }
    // Format errors do not use up attempts.
    expect((await verify(s.token, s.studentId, s.code)).statusCode).toBe(200);
  });

  it('answers CODE_INVALID for a wrong code and TOO_MANY_ATTEMPTS after 5 wrong ones, even for the right code', async () => {
    const s = await unverified();
    for (let i = 0; i < 5; i++) {
      const res = await verify(s.token, s.studentId, wrongOf(s.code));
      expectRefusal(res, 400, 'The code you entered is incorrect.', failureCodes.codeInvalid);
    }
    const blocked = await verify(s.token, s.studentId, s.code);
    expectRefusal(blocked, 400, 'Too many attempts. Please try again in 15 minutes.', failureCodes.tooManyAttempts, {
      retryAfterMinutes: 15,
      limit: attemptLimitNames.attempts,
    });
  });

  it('counts wrong codes per student over the code lifetime: a new code by resend or sign-in does not start over', async () => {
    const s = await unverified();
    for (let i = 0; i < 5; i++) await verify(s.token, s.studentId, wrongOf(s.code));
    t.clock.advance(31_000);
    expect((await resend(s.token, s.studentId)).statusCode).toBe(200);
    const resent = await verify(s.token, s.studentId, await lastCode(t, s.email));
    expect(resent.body.status.code).toBe(failureCodes.tooManyAttempts);
    t.clock.advance(31_000);
    const again = await t.login(s.email);
    expect((await verify(again.token, s.studentId, await lastCode(t, s.email))).body.status.code).toBe(
      failureCodes.tooManyAttempts,
    );
    // After the code lifetime (15 minutes from the fifth wrong code) a new code works.
    t.clock.advance(minutes(15));
    expect((await resend(s.token, s.studentId)).statusCode).toBe(200);
    expect((await verify(s.token, s.studentId, await lastCode(t, s.email))).statusCode).toBe(200);
  });

  it('parallel guesses cannot get past 5 (each is counted before the code is compared)', async () => {
    const s = await unverified();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(s.token, s.studentId, wrongOf(s.code))));
    expect(answers.filter((a) => a.body.status.code === failureCodes.codeInvalid)).toHaveLength(5);
    expect(answers.filter((a) => a.body.status.code === failureCodes.tooManyAttempts)).toHaveLength(15);
  });

  it('an hour of signing in every 30 s and guessing gets 20 codes checked (5 per 15 minutes), not 5 per sign-in', async () => {
    const s = await unverified();
    let checked = 0;
    for (let step = 0; step < 120; step++) {
      const { token } = await t.login(s.email);
      for (let i = 0; i < 6; i++) {
        if ((await verify(token, s.studentId, '000000')).body.status.code !== failureCodes.tooManyAttempts) checked++;
      }
      t.clock.advance(30_000);
    }
    expect(checked).toBe(20);
  }, 60_000);

  it('answers CODE_EXPIRED after 15 minutes', async () => {
    const s = await unverified();
    t.clock.advance(minutes(15));
    const res = await verify(s.token, s.studentId, s.code);
    expectRefusal(res, 400, 'This code has expired. Please request a new code.', failureCodes.codeExpired);
  });

  it('measures the 15 minutes from the stored created_at', async () => {
    const s = await unverified();
    await t.db.query(
      `update verification_codes set created_at = created_at - interval '15 minutes' where student_id = $1`,
      [s.studentId],
    );
    expect((await verify(s.token, s.studentId, s.code)).body.status.code).toBe(failureCodes.codeExpired);
  });

  it('accepts a code just before 15 minutes', async () => {
    const s = await unverified();
    t.clock.advance(minutes(15) - 1000);
    expect((await verify(s.token, s.studentId, s.code)).statusCode).toBe(200);
  });

  it("refuses verifying another student's code with 403 Access Denied", async () => {
    const a = await unverified();
    const b = await unverified();
    const res = await verify(a.token, b.studentId, b.code);
    expect(res.statusCode).toBe(403);
    expect(res.body.status.message).toBe('Access Denied');
    expect((await verify(a.token, a.studentId, a.code)).statusCode).toBe(200);
  });

  it('requires a session and a numeric student id', async () => {
    const s = await unverified();
    expect(
      (await t.call({ method: 'PUT', url: `${apiPaths.emailVerification(s.studentId)}?code=${s.code}` })).statusCode,
    ).toBe(401);
    const bad = await t.call({
      method: 'PUT',
      url: `/improv-student-registration-journey/student/email-verification/abc?code=${s.code}`,
      token: s.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.status.message).toContain('studentId');
  });
});

describe('codes mailed by sign-in', () => {
  it('20 sign-ins in a row mail 1 code, not 20; a sign-in 30 s later mails a new one', async () => {
    const s = await t.createStudent({ status: 'PaymentPending', isVerified: false });
    for (let i = 0; i < 20; i++) await t.login(s.email);
    expect(await t.mailsTo(s.email)).toHaveLength(1);
    // The code mailed first still verifies.
    const first = await lastCode(t, s.email);
    t.clock.advance(30_000);
    const { token } = await t.login(s.email);
    expect(await t.mailsTo(s.email)).toHaveLength(2);
    expect((await verify(token, s.studentId, await lastCode(t, s.email))).statusCode).toBe(200);
    expect(first).toMatch(/^\d{6}$/);
  });

  it('parallel sign-ins mail 1 code', async () => {
    const s = await t.createStudent({ status: 'PaymentPending', isVerified: false });
    // Five: more sign-ins of one account in flight at once are refused by the sign-in limit (signinLimit.test.ts).
    await Promise.all(Array.from({ length: 5 }, () => t.login(s.email)));
    expect(await t.mailsTo(s.email)).toHaveLength(1);
  });
});

describe('resend verification code', () => {
  it('mails a new code, invalidates the previous one, and waits 30 s between resends', async () => {
    const s = await unverified();
    t.clock.advance(10_000);
    const early = await resend(s.token, s.studentId);
    expectRefusal(early, 400, 'Please wait before requesting another code.', failureCodes.rateLimited);
    t.clock.advance(20_000);
    const res = await resend(s.token, s.studentId);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: 'We have sent a new code to your e-mail address.' });
    const mails = await t.mailsTo(s.email);
    expect(mails).toHaveLength(2);
    const fresh = await lastCode(t, s.email);
    if (fresh !== s.code) {
      const old = await verify(s.token, s.studentId, s.code);
      expect(old.statusCode).toBe(400);
      expect(old.body.status.code).toBe(failureCodes.codeInvalid);
    }
    expect((await verify(s.token, s.studentId, fresh)).statusCode).toBe(200);
  });

  it('refuses resending for another student and needs a session', async () => {
    const a = await unverified();
    const b = await unverified();
    expect((await resend(a.token, b.studentId)).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: apiPaths.resendVerification(a.studentId) })).statusCode).toBe(401);
  });

  it('tells an already verified student so, without mailing', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    const res = await resend(token, studentId);
    expect(res.statusCode).toBe(200);
    expect(res.body.status.message).toBe('Your e-mail address is already verified.');
    expect(await t.mailsTo(seededAccounts.student.email)).toHaveLength(0);
  });
});
