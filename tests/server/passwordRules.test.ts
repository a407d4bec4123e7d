import { randomBytes, scryptSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { accountFailureCodes, passwordRuleMessages } from '../../contracts/auth';
import { expressPlaceholderPassword } from '../../contracts/expressPlaceholder';
import * as apiPaths from '../../contracts/paths';
import { verifyPassword } from '../../server/auth/password';
import { expectRefusal, uniqueEmail, useTestServer } from './helpers';

const t = useTestServer();
const tooCommon = (res: { statusCode: number; body: any }) =>
  expectRefusal(res, 400, passwordRuleMessages.tooCommon, accountFailureCodes.passwordTooCommon);

const register = (emailId: string, password: string) =>
  t.call({
    method: 'POST',
    url: apiPaths.registration,
    payload: {
      configCourseId: 611,
      organisationId: 1001,
      flexifieldList: [],
      student: {
        firstName: 'Robin',
        lastName: 'Common',
        emailId,
        password,
        isStudentOptSms: false,
        isStudentOptMail: true,
        state: { stateId: 5 },
      },
    },
  });
const hashOf = async (studentId: number) =>
  (
    await t.db.query<{ password_hash: string }>('select password_hash from students where student_id = $1', [studentId])
  )[0].password_hash;

describe('common passwords', () => {
  it.each(['password1', 'Password1', 'qwerty123', expressPlaceholderPassword])(
    'registration refuses %s and creates nothing',
    async (password) => {
      const email = uniqueEmail('common');
      tooCommon(await register(email, password));
      const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from students where email = $1', [
        email,
      ]);
      expect(row.n).toBe(0);
      expect((await register(email, 'Kite-runner7')).statusCode).toBe(200);
    },
  );

  it('reset refuses one and keeps the link for a better one', async () => {
    const s = await t.createStudent({});
    await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec((await t.mailsTo(s.email)).at(-1)!.body)![1];
    const reset = (password: string) =>
      t.call({ method: 'POST', url: apiPaths.resetPassword, payload: { resetToken, password } });
    tooCommon(await reset('letmein1'));
    expect((await reset('Lantern-42-fog')).statusCode).toBe(200);
  });

  it('change password refuses one and keeps the old password', async () => {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    const change = (newPassword: string) =>
      t.call({
        method: 'POST',
        url: apiPaths.changePassword,
        token,
        payload: { currentPassword: s.password, newPassword },
      });
    tooCommon(await change('iloveyou'));
    expect(await verifyPassword(s.password, await hashOf(s.studentId))).toBe(true);
    expect((await change('Lantern-42-fog')).statusCode).toBe(200);
  });
});

describe('password hashes made with weaker parameters', () => {
  it('are made again with the current ones at the next sign-in', async () => {
    const s = await t.createStudent({});
    // A hash of the same password with half the current cost (the stored shape: scrypt$N$r$p$salt$key).
    const current = Number((await hashOf(s.studentId)).split('$')[1]);
    const salt = randomBytes(16);
    const key = scryptSync(s.password.normalize('NFKC'), salt, 64, { N: current / 2, r: 8, p: 1 });
    const weak = ['scrypt', current / 2, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.db.query('update students set password_hash = $2 where student_id = $1', [s.studentId, weak]);

    await t.login(s.email, s.password);
    const upgraded = await hashOf(s.studentId);
    expect(upgraded.split('$').slice(0, 4)).toEqual(['scrypt', String(current), '8', '1']);
    expect(await verifyPassword(s.password, upgraded)).toBe(true);
    // A current hash is left as it is.
    await t.login(s.email, s.password);
    expect(await hashOf(s.studentId)).toBe(upgraded);
  });

  it('stay when the password is wrong', async () => {
    const s = await t.createStudent({});
    const salt = randomBytes(16);
    const key = scryptSync(s.password, salt, 64, { N: 512, r: 8, p: 1 });
    const weak = ['scrypt', 512, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.db.query('update students set password_hash = $2 where student_id = $1', [s.studentId, weak]);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.login,
      payload: { emailId: s.email, password: 'wrong-one' },
    });
    expect(res.statusCode).toBe(401);
    expect(await hashOf(s.studentId)).toBe(weak);
  });
});
