import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { minutes } from '../../server/clock';
import { seededAccounts, seedPassword, type TestServer, useTestServer } from './helpers';

const t = useTestServer({ config: { publicUrl: 'https://school.example.test', trustProxy: true } });
const forgotMessage = 'If an account exists for this e-mail, we have sent a link to reset your password.';
const invalidLink = {
  success: false,
  message: 'This reset link is invalid or has expired. Please request a new one.',
  code: failureCodes.tokenInvalid,
};

let addresses = 0;
/** Each request from its own address unless told (trustProxy is on), so the per-address limit stays out of other tests. */
const forgot = (emailId: string, address = `203.0.113.${++addresses % 250}`) =>
  t.call({
    method: 'POST',
    url: apiPaths.forgotPassword,
    payload: { emailId },
    headers: { 'x-forwarded-for': address },
  });
const reset = (resetToken: string, password: string) =>
  t.call({ method: 'POST', url: apiPaths.resetPassword, payload: { resetToken, password } });

async function mailedToken(server: TestServer, email: string): Promise<string> {
  const mails = await server.mailsTo(email);
  const link = /https:\/\/school\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '');
  if (!link) throw new Error('no reset link mailed');
  return link[1];
}

describe('forgot password', () => {
  it('mails a reset link to a known e-mail', async () => {
    const s = await t.createStudent({});
    const res = await forgot(s.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: forgotMessage });
    const mails = await t.mailsTo(s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your password');
    expect(await mailedToken(t, s.email)).toHaveLength(43);
  });

  it('answers an unknown e-mail the same way and mails nothing', async () => {
    const res = await forgot('nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: forgotMessage });
    expect(await t.mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('validates the e-mail (format and max 50)', async () => {
    for (const emailId of ['nope', `${'a'.repeat(45)}@example.com`, '']) {
      const res = await forgot(emailId);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toMatchObject({ success: false, code: failureCodes.validation });
      expect(res.body.status.message).toContain('emailId');
    }
  });
});

describe('forgot password limits', () => {
  it('50 requests for one account mail 1 link, answered like any other; a minute later one more, at most 3 open links', async () => {
    const s = await t.createStudent({});
    for (let i = 0; i < 50; i++) {
      const res = await forgot(s.email);
      expect(res.statusCode).toBe(200);
      expect(res.body.status).toEqual({ success: true, message: forgotMessage });
    }
    expect(await t.mailsTo(s.email)).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(minutes(1));
      await forgot(s.email);
    }
    expect(await t.mailsTo(s.email)).toHaveLength(3);
    // Links last 60 minutes: when they have expired a new one is mailed.
    t.clock.advance(minutes(60));
    await forgot(s.email);
    expect(await t.mailsTo(s.email)).toHaveLength(4);
  });

  it('50 parallel requests mail 1 link', async () => {
    const s = await t.createStudent({});
    await Promise.all(Array.from({ length: 50 }, () => forgot(s.email)));
    expect(await t.mailsTo(s.email)).toHaveLength(1);
  });

  it('a reset closes the open links, so the student can ask for a new one at once', async () => {
    const s = await t.createStudent({});
    await forgot(s.email);
    expect((await reset(await mailedToken(t, s.email), 'N3w-secret')).statusCode).toBe(200);
    await forgot(s.email);
    expect((await t.mailsTo(s.email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(2);
  });

  it('refuses an address after 10 requests with 429 and Retry-After, for known and unknown e-mails alike', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++)
      expect((await forgot(i % 2 ? `nobody-${i}@example.com` : seededAccounts.student.email, ip)).statusCode).toBe(200);
    for (const email of ['nobody-else@example.com', seededAccounts.student.email]) {
      const refused = await forgot(email, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.body.status).toEqual({
        success: false,
        message: 'Too many password reset requests. Please try again in 1 minute.',
        code: failureCodes.rateLimited,
        params: { retryAfterMinutes: 1, limit: attemptLimitNames.passwordReset },
      });
    }
    expect((await forgot(seededAccounts.student.email, '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the new password once, revokes sessions and tells the student by mail', async () => {
    const s = await t.createStudent({});
    const before = await t.login(s.email);
    await forgot(s.email);
    const token = await mailedToken(t, s.email);
    const res = await reset(token, 'N3w-secret');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: 'Your password has been reset. You can now sign in.' });
    // Old password refused, new one accepted.
    expect(
      (await t.call({ method: 'POST', url: apiPaths.login, payload: { emailId: s.email, password: s.password } }))
        .statusCode,
    ).toBe(401);
    await t.login(s.email, 'N3w-secret');
    // Existing sessions are revoked.
    const old = await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, before.token);
    expect(old.statusCode).toBe(401);
    expect(old.body.session).toBe(false);
    // Single use.
    const again = await reset(token, 'An0ther-one');
    expect(again.statusCode).toBe(400);
    expect(again.body.status).toEqual(invalidLink);
    expect((await t.mailsTo(s.email)).at(-1)?.subject).toBe('Your password has been changed');
  });

  it('refuses a link after 60 minutes', async () => {
    const s = await t.createStudent({});
    await forgot(s.email);
    const token = await mailedToken(t, s.email);
    t.clock.advance(minutes(60) + 1);
    const res = await reset(token, 'N3w-secret');
    t.clock.advance(-minutes(60) - 1);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toEqual(invalidLink);
    expect((await t.login(s.email, s.password)).token).toBeTruthy();
  });

  it('makes the other outstanding links of the student unusable after a reset', async () => {
    const s = await t.createStudent({});
    await forgot(s.email);
    const first = await mailedToken(t, s.email);
    t.clock.advance(minutes(1));
    await forgot(s.email);
    const second = await mailedToken(t, s.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'N3w-secret')).statusCode).toBe(200);
    expect((await reset(first, 'Other-secret')).body.status).toEqual(invalidLink);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('x'.repeat(43), 'N3w-secret');
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toEqual(invalidLink);
  });

  it('clears an expired password: the expired account can sign in after resetting', async () => {
    const email = seededAccounts.expired.email;
    expect(
      (await t.call({ method: 'POST', url: apiPaths.login, payload: { emailId: email, password: seedPassword } })).body
        .status.code,
    ).toBe(failureCodes.passwordExpired);
    await forgot(email);
    expect((await reset(await mailedToken(t, email), 'Fresh-pass1')).statusCode).toBe(200);
    const { body } = await t.login(email, 'Fresh-pass1');
    expect(body.status.success).toBe(true);
  });

  it('validates the password length (6 to 30) and the token', async () => {
    for (const payload of [
      { resetToken: 'x'.repeat(43), password: '12345' },
      { resetToken: 'x'.repeat(43), password: 'p'.repeat(31) },
      { resetToken: 'short', password: 'N3w-secret' },
    ]) {
      const res = await t.call({ method: 'POST', url: apiPaths.resetPassword, payload });
      expect(res.statusCode).toBe(400);
      expect(res.body.status.code).toBe(failureCodes.validation);
    }
  });
});
