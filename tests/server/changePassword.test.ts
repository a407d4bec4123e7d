import { describe, expect, it } from 'vitest';

import { accountFailureCodes, changePasswordMessages } from '../../contracts/auth';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { expectRefusal, useTestServer } from './helpers';

const t = useTestServer();

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.call({ method: 'POST', url: apiPaths.changePassword, token, payload: { currentPassword, newPassword } });

describe('change-password (02 §2, §7 password change)', () => {
  it('changes the password, keeps this session, signs out every other one and mails a notice', async () => {
    const s = await t.createStudent({ password: 'Passw0rd!' });
    const here = await t.login(s.email, 'Passw0rd!');
    const elsewhere = await t.login(s.email, 'Passw0rd!');
    const res = await change(here.token, 'Passw0rd!', 'N3w-secret');
    expect(res.statusCode).toBe(200);
    expect(res.body.status.message).toBe(changePasswordMessages.changed);
    expect((await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, here.token)).statusCode).toBe(200);
    expect((await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, elsewhere.token)).statusCode).toBe(401);
    // The new password signs in; the old one does not.
    expect((await t.login(s.email, 'N3w-secret')).token).toBeTruthy();
    const old = await t.call({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: s.email, password: 'Passw0rd!' },
    });
    expect(old.statusCode).not.toBe(200);
    const mails = await t.mailsTo(s.email);
    expect(mails.at(-1)?.subject).toBe('Your password has been changed');
  });

  it('refuses a wrong current password, the same password again, and a new one outside 6 to 30 characters', async () => {
    const s = await t.createStudent({ password: 'Passw0rd!' });
    const { token } = await t.login(s.email, 'Passw0rd!');
    expectRefusal(
      await change(token, 'not-it', 'N3w-secret'),
      400,
      changePasswordMessages.wrongCurrent,
      failureCodes.currentPasswordInvalid,
    );
    expectRefusal(
      await change(token, 'Passw0rd!', 'Passw0rd!'),
      400,
      changePasswordMessages.sameAsCurrent,
      accountFailureCodes.passwordSameAsCurrent,
    );
    expect((await change(token, 'Passw0rd!', 'short')).statusCode).toBe(400);
    expect((await change(token, 'Passw0rd!', 'x'.repeat(31))).statusCode).toBe(400);
    expect((await t.login(s.email, 'Passw0rd!')).token).toBeTruthy();
  });

  it('limits guesses of the current password: after 5 wrong ones it answers 429 with a wait, even for the right one', async () => {
    const s = await t.createStudent({ password: 'Passw0rd!' });
    const { token } = await t.login(s.email, 'Passw0rd!');
    for (let i = 0; i < 5; i++) expect((await change(token, `guess-${i}`, 'N3w-secret')).statusCode).toBe(400);
    const limited = await change(token, 'Passw0rd!', 'N3w-secret');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('needs a session', async () => {
    const res = await t.call({
      method: 'POST',
      url: apiPaths.changePassword,
      payload: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(res.statusCode).toBe(401);
  });
});
