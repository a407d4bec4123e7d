import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import type { ExpressRegistrationRequest } from '../../contracts/express';
import { expressPlaceholderPassword } from '../../contracts/expressPlaceholder';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { authMessages } from '../../server/auth/authMessages';
import { expressPlaceholderFixName, retireExpressPlaceholderPasswords } from '../../server/auth/expressPlaceholderFix';
import { noPasswordHash, verifyPassword } from '../../server/auth/password';
import { defaultConfig } from '../../server/config';
import { expressRequest } from '../../src/flows/expressRegistration/expressRequest';
import { expectRefusal, uniqueEmail, useTestServer } from './helpers';

const t = useTestServer();
const hours = (n: number) => n * 3_600_000;

/** The app's own express payload (01 §3), with the placeholder password every browser sends. */
const appPayload = (emailId: string): ExpressRegistrationRequest =>
  expressRequest({ configCourseId: 611, organisationId: 1001 }, emailId, 'Credit Card', {
    optSms: false,
    mobileNumber: '',
  });
const express = (payload: ExpressRegistrationRequest) =>
  t.call({ method: 'POST', url: apiPaths.expressRegistration, payload });
const signIn = (emailId: string, password: string) =>
  t.call({ method: 'POST', url: apiPaths.login, payload: { emailId, password } });
const hashOf = async (studentId: number) =>
  (
    await t.db.query<{ password_hash: string }>('select password_hash from students where student_id = $1', [studentId])
  )[0].password_hash;
/** The link of the newest mail to `email` with `subject`. */
async function mailedLink(email: string, subject: string): Promise<string> {
  const mail = (await t.mailsTo(email)).filter((m) => m.subject === subject).at(-1);
  const token = mail && /\/reset-password\?token=([\w%-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no '${subject}' mail to ${email}`);
  return decodeURIComponent(token);
}
/** An express-registered student (as the express call made them before) whose stored hash is of `password`. */
async function expressStudentWith(password: string) {
  const s = await t.createStudent({ password });
  await t.db.query(
    `insert into student_courses (student_id, config_course_id, status, registered_via, created_at)
     values ($1, 611, 'PaymentPending', 'express', now())`,
    [s.studentId],
  );
  return s;
}

describe('express registration stores no usable password', () => {
  it('keeps no password of the payload: the placeholder signs no one in, and the student chooses one by the mailed link', async () => {
    const email = uniqueEmail('fast');
    const res = await express(appPayload(email));
    expect(res.statusCode).toBe(200);
    const studentId: number = res.body.data.studentId;
    expect(res.body.token).toBeTruthy();
    expect(await hashOf(studentId)).toBe(noPasswordHash);
    expectRefusal(
      await signIn(email, expressPlaceholderPassword),
      401,
      authMessages.wrongCredentials,
      failureCodes.unauthorized,
    );

    // The mail arrives at once; its link still works hours later (a student reads it after paying).
    const link = await mailedLink(email, 'Choose a password for your account');
    // The page it opens is titled for a first password, not a reset.
    expect((await t.mailsTo(email)).at(-1)?.body).toMatch(/\/reset-password\?token=[\w%-]+&purpose=choose\n/);
    t.clock.advance(hours(5));
    const reset = await t.call({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { resetToken: link, password: 'Lantern-42-fog' },
    });
    expect(reset.statusCode, JSON.stringify(reset.body)).toBe(200);
    expect((await t.login(email, 'Lantern-42-fog')).studentId).toBe(studentId);
  });

  it('mails a link that ends after 24 hours; Forgot password then mails an ordinary one', async () => {
    const email = uniqueEmail('fast');
    expect((await express(appPayload(email))).statusCode).toBe(200);
    const link = await mailedLink(email, 'Choose a password for your account');
    t.clock.advance(hours(24) + 1000);
    const late = await t.call({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { resetToken: link, password: 'Lantern-42-fog' },
    });
    expectRefusal(late, 400, authMessages.resetInvalid, failureCodes.tokenInvalid);
    expect(
      (await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: email } })).statusCode,
    ).toBe(200);
    expect(await mailedLink(email, 'Reset your password')).toBeTruthy();
    expect((await t.mailsTo(email)).at(-1)?.body).not.toMatch(/purpose=/);
  });

  it('refuses the placeholder at sign-in even for an account that still stores it', async () => {
    const s = await expressStudentWith(expressPlaceholderPassword);
    expect(await verifyPassword(expressPlaceholderPassword, await hashOf(s.studentId))).toBe(true);
    expectRefusal(
      await signIn(s.email, expressPlaceholderPassword),
      401,
      authMessages.wrongCredentials,
      failureCodes.unauthorized,
    );
  });
});

describe('existing express accounts with the placeholder password', () => {
  it('lose it once per database; accounts whose students chose a password, and other accounts, are left alone', async () => {
    await t.db.query('delete from data_fixes where name = $1', [expressPlaceholderFixName]);
    const stale = await expressStudentWith(expressPlaceholderPassword);
    const chosen = await expressStudentWith('Orchard-77-rain');
    const staleHash = await hashOf(stale.studentId);
    const chosenHash = await hashOf(chosen.studentId);

    expect(await retireExpressPlaceholderPasswords(t.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await hashOf(stale.studentId)).toBe(noPasswordHash);
    expect(await hashOf(chosen.studentId)).toBe(chosenHash);
    expect((await t.login(chosen.email, 'Orchard-77-rain')).studentId).toBe(chosen.studentId);
    expect(staleHash).not.toBe(noPasswordHash);

    // Recorded: a later start does not check every hash again.
    const later = await expressStudentWith(expressPlaceholderPassword);
    expect(await retireExpressPlaceholderPasswords(t.db, t.clock)).toBeUndefined();
    expect(await verifyPassword(expressPlaceholderPassword, await hashOf(later.studentId))).toBe(true);
  });

  it('is run by the server at start-up', async () => {
    await t.db.query('delete from data_fixes where name = $1', [expressPlaceholderFixName]);
    const stale = await expressStudentWith(expressPlaceholderPassword);
    const app = buildApp({ db: t.db, config: defaultConfig(), clock: t.clock });
    await app.ready();
    // Closing waits for the fix to finish.
    await app.close();
    expect(await hashOf(stale.studentId)).toBe(noPasswordHash);
    const [row] = await t.db.query<{ changed_rows: number }>('select changed_rows from data_fixes where name = $1', [
      expressPlaceholderFixName,
    ]);
    expect(row.changed_rows).toBeGreaterThanOrEqual(1);
  });
});
