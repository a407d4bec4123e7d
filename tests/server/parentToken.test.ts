import { beforeEach, describe, expect, it } from 'vitest';

import {
  parentTokenFailureCodes,
  parentTokenIssueResponseSchema,
  parentTokenMessages,
  parentTokenResponseSchema,
} from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { endParentLinksForPayment, parentLinkReceiptGraceMs } from '../../server/auth/parentLinks';
import { parentTokenSecret, signParentToken, verifyParentToken } from '../../server/auth/parentToken';
import { developmentParentTokenSecret } from '../../server/config';
import { seededParentEmail, seedParentLink } from '../../server/seed/parentLink';
import { anotherInstance, seededAccounts, type TestServer, useTestServer } from './helpers';
import {
  card611Checkout,
  cardMethod,
  checkout,
  parentCardMethod,
  parentRequestCheckout,
  payAsParent,
  registerFor,
} from './paymentHelpers';

const t = useTestServer({ config: { publicUrl: 'https://school.example' } });
// These tests issue many links for a few students and addresses; the limits on that are tested in signUpLimits.test.ts.
beforeEach(() => t.db.query("delete from attempt_limits where limit_key like 'parent-link:%'"));
const days = (n: number) => n * 24 * 3_600_000;

/** Signs `email` in on `server` and asks for a parent token. */
async function issue(
  email: string = seededAccounts.pending.email,
  payload: object = { parentEmail: 'mom@example.com', primaryConfigCourseId: 611 },
  server: TestServer = t,
) {
  const { token, studentId } = await server.login(email);
  const res = await server.call({ method: 'POST', url: apiPaths.parentToken, token, payload });
  return { res, studentId, sessionToken: token };
}
const check = (token: string) =>
  t.call({ method: 'GET', url: apiPaths.parentToken, headers: { authorization: token } });
/** The parent flow: the token as Authorization header without 'Bearer '. */
const asParent = (token: string, url: string, studentIdHeader?: number) =>
  t.call({ method: 'GET', url, headers: { authorization: token }, studentIdHeader });

describe('parent token', () => {
  it('issues a signed token for the caller, mails the link, and the check answers the claims', async () => {
    const { res, studentId } = await issue(seededAccounts.pending.email, {
      parentEmail: 'Mom@Example.com',
      primaryConfigCourseId: 611,
      secondaryConfigCourseIds: [383, 611],
    });
    expect(res.statusCode).toBe(200);
    const { data, status } = parentTokenIssueResponseSchema.parse(res.body);
    expect(status.message).toBe(parentTokenMessages.issued);
    expect(data!.token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(data!.parentLink).toBe(`https://school.example/?token=${data!.token}`);
    expect(new Date(data!.expiresAt).getTime() - t.clock().getTime()).toBe(days(7));
    const mails = await t.mailsTo('mom@example.com');
    expect(mails.at(-1)!.body).toContain(data!.parentLink);

    const checked = await check(data!.token);
    expect(checked.statusCode).toBe(200);
    expect(parentTokenResponseSchema.parse(checked.body).data).toEqual({
      primaryConfigCourseId: 611,
      secondaryConfigCourseIds: [383],
      organisationId: 1001,
      studentId,
      studentPaymentTrxId: null,
    });
  });

  it('refuses a tampered signature or payload and an expired token with 401 PARENT_LINK_INVALID', async () => {
    const { res } = await issue();
    const token: string = res.body.data.token;
    const [payload, sig] = token.split('.');
    const flipped = `${payload}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = `${Buffer.from(JSON.stringify({ ...forged, studentId: 1 })).toString('base64url')}.${sig}`;
    const otherKey = signParentToken('another-secret', { ...forged }, t.clock()).token;
    for (const bad of [flipped, forgedPayload, otherKey, 'garbage', `${payload}.`]) {
      const r = await check(bad);
      expect(r.statusCode, bad).toBe(401);
      expect(r.body.status).toEqual({
        success: false,
        message: parentTokenMessages.invalid,
        code: parentTokenFailureCodes.invalid,
      });
    }
    t.clock.advance(days(7) + 1000);
    try {
      expect((await check(token)).statusCode).toBe(401);
      expect((await asParent(token, `${apiPaths.studentDetails}?studentId=${forged.studentId}`)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(days(7) + 1000));
    }
  });

  it("acts for its student without 'Bearer ', and is refused for another student", async () => {
    const { res, studentId } = await issue();
    const token: string = res.body.data.token;
    const details = await asParent(token, `${apiPaths.studentDetails}?studentId=${studentId}`, studentId);
    expect(details.statusCode).toBe(200);
    expect(details.body.data).toMatchObject({ studentId, emailId: seededAccounts.pending.email });
    const other = await t.login(seededAccounts.student.email);
    const foreign = await asParent(token, `${apiPaths.studentDetails}?studentId=${other.studentId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body.status.message).toBe('Access Denied');
    expect(
      (await asParent(token, `${apiPaths.studentDetails}?studentId=${studentId}`, other.studentId)).statusCode,
    ).toBe(403);
    // With 'Bearer ' it is not a session token.
    expect((await t.get(`${apiPaths.studentDetails}?studentId=${studentId}`, token)).statusCode).toBe(401);
    // A parent cannot hand out further links; the token also opens the state-with-category list.
    const again = await t.call({
      method: 'POST',
      url: apiPaths.parentToken,
      headers: { authorization: token },
      payload: { parentEmail: 'x@example.com', primaryConfigCourseId: 611 },
    });
    expect(again.statusCode).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: apiPaths.statesWithCategory, headers: { authorization: token } })).statusCode,
    ).toBe(200);
  });

  it('validates the issue call', async () => {
    expect(
      (
        await t.call({
          method: 'POST',
          url: apiPaths.parentToken,
          payload: { parentEmail: 'a@example.com', primaryConfigCourseId: 611 },
        })
      ).statusCode,
    ).toBe(401);
    const same = await issue(seededAccounts.pending.email, {
      parentEmail: seededAccounts.pending.email,
      primaryConfigCourseId: 611,
    });
    expect(same.res.body.status).toMatchObject({
      message: 'parentEmail: Parent ID and student ID cannot be the same',
      code: failureCodes.validation,
    });
    const notOwn = await issue(seededAccounts.pending.email, {
      parentEmail: 'mom@example.com',
      primaryConfigCourseId: 405,
    });
    expect(notOwn.res.statusCode).toBe(400);
    const closed = await issue(seededAccounts.pending.email, {
      parentEmail: 'mom@example.com',
      primaryConfigCourseId: 611,
      secondaryConfigCourseIds: [778],
    });
    expect(closed.res.statusCode).toBe(400);
    const badMail = await issue(seededAccounts.pending.email, { parentEmail: 'nope', primaryConfigCourseId: 611 });
    expect(badMail.res.statusCode).toBe(400);
  });

  it('signs with the development key of the demonstration; the start-up seed mails one parent link to parent@example.com once', async () => {
    expect(await parentTokenSecret(t.db)).toBe(developmentParentTokenSecret);
    const link = await seedParentLink(t.db, { publicUrl: 'https://school.example' }, t.clock);
    expect(link).toMatch(/^https:\/\/school\.example\/\?token=/);
    expect(await seedParentLink(t.db, { publicUrl: 'https://school.example' }, t.clock)).toBeUndefined();
    const mails = await t.mailsTo(seededParentEmail);
    expect(mails).toHaveLength(1);
    const token = new URL(link!).searchParams.get('token')!;
    const checked = await check(token);
    expect(checked.body.data).toMatchObject({ primaryConfigCourseId: 611, organisationId: 1001 });
    const mailbox = await t.call({ method: 'GET', url: `${apiPaths.devMailbox}?to=${seededParentEmail}` });
    expect(mailbox.body.mails[0].body).toContain(link);
  });
});

/** A pay-later parent request as the app sends it: the parent gets the link of the pending order. */
async function parentRequest() {
  const s = await registerFor(t, 611);
  const parentEmail = `parent-${s.studentId}@example.com`;
  const res = await checkout(t, s.token, parentRequestCheckout(s.studentId, parentEmail));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const token = /\/\?token=(\S+)/.exec((await t.mailsTo(parentEmail))[0].body)![1];
  return { ...s, parentToken: token, studentPaymentTrxId: res.body.data.studentPaymentTrxId as number };
}
const parentCall = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, headers: { authorization: token }, payload });
const logoutAs = (token: string, studentId: number) =>
  parentCall(token, 'POST', apiPaths.logout, { studentId, isCourseHasAccessTimeLimitPerDay: false });
const invalidLink = { success: false, message: parentTokenMessages.invalid, code: parentTokenFailureCodes.invalid };

describe('parent link scope and revocation', () => {
  it("opens the parent's calls only: the student's personal information, dashboards and e-mail code answer 403", async () => {
    const { res, studentId } = await issue();
    const token: string = res.body.data.token;
    const [before] = await t.db.query('select first_name, street from students where student_id = $1', [studentId]);
    const refused = [
      await parentCall(token, 'GET', `${apiPaths.personalInformation}?studentId=${studentId}`),
      await parentCall(token, 'PUT', `${apiPaths.personalInformation}?studentId=${studentId}`, {
        firstName: 'Mallory',
        street: '1 Evil Street',
      }),
      await parentCall(token, 'GET', `${apiPaths.coursesDashboard}?studentId=${studentId}`),
      await parentCall(token, 'GET', `${apiPaths.purchasedCourses}?studentId=${studentId}`),
      await parentCall(token, 'PUT', `${apiPaths.resendVerification(studentId)}`),
    ];
    for (const r of refused)
      expect(r.body).toEqual({ status: { success: false, message: 'Access Denied', code: failureCodes.forbidden } });
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await t.db.query('select first_name, street from students where student_id = $1', [studentId]))[0]).toEqual(
      before,
    );
    // The parent cart and payment calls work.
    expect((await parentCall(token, 'GET', `${apiPaths.studentDetails}?studentId=${studentId}`)).statusCode).toBe(200);
    expect((await parentCall(token, 'GET', apiPaths.paymentClientTokens)).statusCode).toBe(200);
  });

  it('logout with the parent token ends the link: later calls and the link check answer 401', async () => {
    const { res, studentId } = await issue();
    const token: string = res.body.data.token;
    expect((await logoutAs(token, studentId)).statusCode).toBe(200);
    const after = await parentCall(token, 'GET', `${apiPaths.studentDetails}?studentId=${studentId}`);
    expect(after.statusCode).toBe(401);
    expect(after.body.status).toEqual(invalidLink);
    expect((await check(token)).body.status).toEqual(invalidLink);
    expect((await logoutAs(token, studentId)).statusCode).toBe(401);
  });

  it("the student's password reset ends every parent link of the student", async () => {
    const s = await t.createStudent({ status: 'PaymentPending' });
    await t.db.query('insert into student_courses (student_id, config_course_id) values ($1, 611)', [s.studentId]);
    const first = await issue(s.email);
    const second = await issue(s.email, { parentEmail: 'dad@example.com', primaryConfigCourseId: 611 });
    await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec((await t.mailsTo(s.email)).at(-1)!.body)![1];
    expect(
      (await t.call({ method: 'POST', url: apiPaths.resetPassword, payload: { resetToken, password: 'N3w-secret' } }))
        .statusCode,
    ).toBe(200);
    for (const link of [first, second]) {
      const r = await parentCall(
        link.res.body.data.token,
        'GET',
        `${apiPaths.studentDetails}?studentId=${s.studentId}`,
      );
      expect(r.statusCode).toBe(401);
    }
  });

  it('refuses a token without a link id (signed before links were recorded), even with the right key', async () => {
    const { res, studentId } = await issue();
    const claims = parentTokenResponseSchema.parse((await check(res.body.data.token)).body).data!;
    const old = signParentToken(await parentTokenSecret(t.db), claims, t.clock()).token;
    expect((await parentCall(old, 'GET', `${apiPaths.studentDetails}?studentId=${studentId}`)).statusCode).toBe(401);
    expect((await check(old)).statusCode).toBe(401);
  });

  it('paying the order ends the link: after the card checkout only the receipt calls work, for 30 minutes', async () => {
    const p = await parentRequest();
    const pm = await parentCardMethod(t, p.parentToken);
    const paid = await payAsParent(t, p, pm.paymentMethodId);
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);

    const again = await payAsParent(t, p, pm.paymentMethodId);
    expect(again.statusCode).toBe(401);
    expect(again.body.status).toEqual(invalidLink);
    expect((await parentCall(p.parentToken, 'GET', apiPaths.paymentClientTokens)).statusCode).toBe(401);
    expect((await check(p.parentToken)).statusCode).toBe(401);
    // The thank-you page still shows the receipt.
    const receipt = await parentCall(p.parentToken, 'POST', apiPaths.purchaseDetails, {
      student: { studentId: p.studentId },
      studentPaymentTrxId: p.studentPaymentTrxId,
    });
    expect(receipt.statusCode).toBe(200);
    t.clock.advance(parentLinkReceiptGraceMs);
    try {
      expect(
        (await parentCall(p.parentToken, 'POST', apiPaths.purchaseDetails, { student: { studentId: p.studentId } }))
          .statusCode,
      ).toBe(401);
    } finally {
      t.clock.advance(-parentLinkReceiptGraceMs);
    }
  });

  it('endParentLinksForPayment (called by the checkout) marks the links of the paid transaction at once', async () => {
    const p = await parentRequest();
    await t.db.transaction((tx) => endParentLinksForPayment(tx, p.studentPaymentTrxId, t.clock()));
    expect((await parentCall(p.parentToken, 'GET', apiPaths.paymentClientTokens)).statusCode).toBe(401);
    expect(
      (await parentCall(p.parentToken, 'GET', `${apiPaths.studentDetails}?studentId=${p.studentId}`)).statusCode,
    ).toBe(200);
  });

  it('a link for no particular order ends when the student pays the course', async () => {
    const s = await registerFor(t, 611);
    const link = await t.call({
      method: 'POST',
      url: apiPaths.parentToken,
      token: s.token,
      payload: { parentEmail: 'mom@example.com', primaryConfigCourseId: 611 },
    });
    const token: string = link.body.data.token;
    expect((await parentCall(token, 'GET', apiPaths.paymentClientTokens)).statusCode).toBe(200);
    const pm = await cardMethod(t, s.token);
    const paid = await checkout(t, s.token, card611Checkout(s.studentId, pm.paymentMethodId));
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect((await parentCall(token, 'GET', apiPaths.paymentClientTokens)).statusCode).toBe(401);
  });
});

const fixedSecret = useTestServer({ config: { parentTokenSecret: 'configured-secret-for-tests' } });
describe('parent token with PARENT_TOKEN_SECRET', () => {
  it('signs with the configured secret', async () => {
    const { res } = await issue(
      seededAccounts.pending.email,
      { parentEmail: 'dad@example.com', primaryConfigCourseId: 611 },
      fixedSecret,
    );
    const issued: string = res.body.data.token;
    expect(verifyParentToken('configured-secret-for-tests', issued, fixedSecret.clock())).toMatchObject({
      primaryConfigCourseId: 611,
    });
    expect(verifyParentToken('another-secret', issued, fixedSecret.clock())).toBeUndefined();
    expect(
      (await fixedSecret.call({ method: 'GET', url: apiPaths.parentToken, headers: { authorization: issued } }))
        .statusCode,
    ).toBe(200);
  });

  it('rotates: links of the previous key open until PARENT_TOKEN_SECRET_PREVIOUS is dropped, new ones use the new key', async () => {
    const opens = (server: TestServer, token: string) =>
      server.call({ method: 'GET', url: apiPaths.parentToken, headers: { authorization: token } });
    const before = (
      await issue(
        seededAccounts.pending.email,
        { parentEmail: 'rotation-1@example.com', primaryConfigCourseId: 611 },
        fixedSecret,
      )
    ).res.body.data.token as string;

    // Step 1: the new key signs, the old one still verifies.
    const rotating = await anotherInstance(fixedSecret, {
      config: {
        parentTokenSecret: 'rotated-secret-for-tests',
        previousParentTokenSecret: 'configured-secret-for-tests',
      },
    });
    try {
      expect((await opens(rotating, before)).statusCode).toBe(200);
      const after = (
        await issue(
          seededAccounts.pending.email,
          { parentEmail: 'rotation-2@example.com', primaryConfigCourseId: 611 },
          rotating,
        )
      ).res.body.data.token as string;
      expect(verifyParentToken('rotated-secret-for-tests', after, rotating.clock())).toBeDefined();
      expect(verifyParentToken('configured-secret-for-tests', after, rotating.clock())).toBeUndefined();
    } finally {
      await rotating.app.close();
    }

    // Step 2, once the old links have expired: the previous key dropped, its links no longer open.
    const rotated = await anotherInstance(fixedSecret, { config: { parentTokenSecret: 'rotated-secret-for-tests' } });
    try {
      expect((await opens(rotated, before)).statusCode).toBe(401);
    } finally {
      await rotated.app.close();
    }
  });
});
