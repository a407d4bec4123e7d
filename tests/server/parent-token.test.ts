import { describe, expect, it } from 'vitest';
import { failureCodes } from '../../contracts/envelope';
import { parentTokenIssueResponseSchema, parentTokenMessages, parentTokenResponseSchema } from '../../contracts/express';
import { apiPaths } from '../../contracts/paths';
import { parentTokenSecret, signParentToken } from '../../server/auth/parent-token';
import { seedParentLink, seededParentEmail } from '../../server/seed/parent-link';
import { seededAccounts, useTestServer } from './helpers';

const t = useTestServer({ config: { publicUrl: 'https://school.example' } });
const days = (n: number) => n * 24 * 3_600_000;

async function issue(email = seededAccounts.pending.email, payload: object = { parentEmail: 'mom@example.com', primaryConfigCourseId: 611 }) {
  const { token, studentId } = await t.login(email);
  const res = await t.call({ method: 'POST', url: apiPaths.parentToken, token, payload });
  return { res, studentId, sessionToken: token };
}
const check = (token: string) => t.call({ method: 'GET', url: `${apiPaths.parentToken}?token=${encodeURIComponent(token)}` });
/** The parent flow: the token as Authorization header without 'Bearer '. */
const asParent = (token: string, url: string, studentIdHeader?: number) =>
  t.call({ method: 'GET', url, headers: { authorization: token }, studentIdHeader });

describe('parent token', () => {
  it('issues a signed token for the caller, mails the link, and the check answers the claims', async () => {
    const { res, studentId } = await issue(seededAccounts.pending.email, { parentEmail: 'Mom@Example.com', primaryConfigCourseId: 611, secondaryConfigCourseIds: [383, 611] });
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
      primaryConfigCourseId: 611, secondaryConfigCourseIds: [383], organisationId: 1001, studentId, studentPaymentTrxId: null,
    });
  });

  it('refuses a tampered signature or payload and an expired token with 401 TOKEN_INVALID', async () => {
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
      expect(r.body.status).toEqual({ success: false, message: parentTokenMessages.invalid, code: failureCodes.tokenInvalid });
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
    expect((await asParent(token, `${apiPaths.studentDetails}?studentId=${studentId}`, other.studentId)).statusCode).toBe(403);
    // With 'Bearer ' it is not a session token.
    expect((await t.call({ method: 'GET', url: `${apiPaths.studentDetails}?studentId=${studentId}`, token })).statusCode).toBe(401);
    // A parent cannot hand out further links; the token also opens the state-with-category list.
    const again = await t.call({ method: 'POST', url: apiPaths.parentToken, headers: { authorization: token }, payload: { parentEmail: 'x@example.com', primaryConfigCourseId: 611 } });
    expect(again.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${apiPaths.statesWithCategory}?token=${token}` })).statusCode).toBe(200);
  });

  it('validates the issue call', async () => {
    expect((await t.call({ method: 'POST', url: apiPaths.parentToken, payload: { parentEmail: 'a@example.com', primaryConfigCourseId: 611 } })).statusCode).toBe(401);
    const same = await issue(seededAccounts.pending.email, { parentEmail: seededAccounts.pending.email, primaryConfigCourseId: 611 });
    expect(same.res.body.status).toMatchObject({ message: 'parentEmail: Parent ID and student ID cannot be the same', code: failureCodes.validation });
    const notOwn = await issue(seededAccounts.pending.email, { parentEmail: 'mom@example.com', primaryConfigCourseId: 405 });
    expect(notOwn.res.statusCode).toBe(400);
    const closed = await issue(seededAccounts.pending.email, { parentEmail: 'mom@example.com', primaryConfigCourseId: 611, secondaryConfigCourseIds: [778] });
    expect(closed.res.statusCode).toBe(400);
    const badMail = await issue(seededAccounts.pending.email, { parentEmail: 'nope', primaryConfigCourseId: 611 });
    expect(badMail.res.statusCode).toBe(400);
  });

  it('keeps its secret in the database; the start-up seed mails one parent link to parent@example.com once', async () => {
    const [row] = await t.db.query<{ value: string }>("select value from app_secrets where name = 'parent_token_secret'");
    expect(row.value).toBe(await parentTokenSecret(t.db));
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

const fixedSecret = useTestServer({ config: { parentTokenSecret: 'configured-secret-for-tests' } });
describe('parent token with PARENT_TOKEN_SECRET', () => {
  it('signs with the configured secret', async () => {
    const { token } = await fixedSecret.login(seededAccounts.pending.email);
    const res = await fixedSecret.call({ method: 'POST', url: apiPaths.parentToken, token, payload: { parentEmail: 'dad@example.com', primaryConfigCourseId: 611 } });
    const forged = signParentToken('configured-secret-for-tests', parentTokenResponseSchema.parse(
      (await fixedSecret.call({ method: 'GET', url: `${apiPaths.parentToken}?token=${res.body.data.token}` })).body,
    ).data!, fixedSecret.clock());
    expect((await fixedSecret.call({ method: 'GET', url: `${apiPaths.parentToken}?token=${forged.token}` })).statusCode).toBe(200);
  });
});
