import { generateKeyPairSync, type JsonWebKey, sign } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { accountFailureCodes, loginResponseSchema } from '../../contracts/auth';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { socialProvidersFromConfig } from '../../server/auth/social';
import { defaultConfig, type ServerConfig } from '../../server/config';
import { expectRefusal, keyHeader, seededAccounts, useTestServer } from './helpers';

const clientId = 'test-client.apps.googleusercontent.com';
const social: ServerConfig['social'] = { google: { clientId, jwksUrl: 'https://keys.test/google' } };
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const intruderKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
let jwksFetches = 0;
const fetchJwks = async (url: string) => {
  jwksFetches++;
  if (url !== 'https://keys.test/google') throw new Error(`unexpected JWKS url ${url}`);
  return { keys: [jwk] };
};

const t = useTestServer({
  config: { social },
  deps: { socialProviders: socialProvidersFromConfig(defaultConfig({ social }), fetchJwks) },
});

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function idToken(claims: Record<string, unknown>, opts: { key?: typeof privateKey; kid?: string } = {}) {
  const now = Math.floor(t.clock().getTime() / 1000);
  const head = b64({ alg: 'RS256', kid: opts.kid ?? 'k1', typ: 'JWT' });
  const body = b64({
    iss: 'https://accounts.google.com',
    aud: clientId,
    sub: '1234567890',
    iat: now,
    exp: now + 3600,
    email_verified: true,
    ...claims,
  });
  const sig = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), opts.key ?? privateKey).toString('base64url');
  return `${head}.${body}.${sig}`;
}
const socialLogin = (payload: object) => t.call({ method: 'POST', url: apiPaths.socialLogin, payload });
/** Signs in with a valid Google ID token for `email` (of the Google account `sub`). */
const googleLogin = (email: string, sub = '1234567890', claims: Record<string, unknown> = {}) =>
  socialLogin({ subjectIssuer: 'google', subjectToken: idToken({ email, sub, ...claims }) });
/** Connects the Google account `sub` to the student with `email`, as /home/integration does once signed in. */
async function connectGoogle(email: string, sub: string) {
  await t.db.query(
    `insert into connected_accounts (student_id, provider, subject, email, connected_at)
     select student_id, 'google', $2, email, now() from students where lower(email) = lower($1)`,
    [email, sub],
  );
}

describe('social login', () => {
  it('signs in the student a Google account is connected to', async () => {
    await connectGoogle(seededAccounts.student.email, '1234567890');
    const res = await googleLogin(seededAccounts.student.email);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body.token).toBeTruthy();
    expect(body.data!.emailId).toBe(seededAccounts.student.email);
    // The token works for student-scoped calls.
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${body.data!.studentId}`, body.token);
    expect(details.statusCode).toBe(200);
    expect(jwksFetches).toBe(1);
  });

  it('reuses the fetched keys', async () => {
    const res = await googleLogin(seededAccounts.student.email);
    expect(res.statusCode).toBe(200);
    expect(jwksFetches).toBe(1);
  });

  it('marks the e-mail verified when the provider vouches for it', async () => {
    await connectGoogle(seededAccounts.pending.email, 'pending-google');
    const res = await googleLogin(seededAccounts.pending.email, 'pending-google');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.isVerified).toBe(true);
    expect(await t.mailsTo(seededAccounts.pending.email)).toHaveLength(0);
  });

  it.each([
    ['a foreign signature', () => idToken({ email: seededAccounts.student.email }, { key: intruderKey })],
    ['another audience', () => idToken({ email: seededAccounts.student.email, aud: 'someone-else' })],
    ['another issuer', () => idToken({ email: seededAccounts.student.email, iss: 'https://evil.example' })],
    [
      'an expired token',
      () => idToken({ email: seededAccounts.student.email, exp: Math.floor(t.clock().getTime() / 1000) - 3600 }),
    ],
    ['an unknown key id', () => idToken({ email: seededAccounts.student.email }, { kid: 'k9' })],
    ['garbage', () => 'not.a.jwt'],
  ])('refuses %s with 401', async (_name, token) => {
    const res = await socialLogin({ subjectIssuer: 'google', subjectToken: token() });
    expectRefusal(res, 401, 'Sign-in with Google failed. Please try again.', failureCodes.socialLoginFailed);
    expect(res.body.token).toBeUndefined();
  });

  it('never signs in by the e-mail: a verified address of a student whose account is not connected answers 409', async () => {
    const res = await googleLogin(seededAccounts.expired.email, 'someone-else');
    expectRefusal(
      res,
      409,
      'This Google account is not connected to your account yet. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.',
      accountFailureCodes.socialNotConnected,
    );
    expect(res.body.token).toBeUndefined();
    const [links] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from connected_accounts where subject = 'someone-else'",
    );
    expect(links.n).toBe(0);
  });

  it.each([
    ['email_verified false', { email_verified: false }],
    ['no email_verified', { email_verified: undefined }],
  ])(
    'does not use an e-mail the provider did not verify (%s): 404, nothing said about the account',
    async (_n, claims) => {
      const res = await googleLogin(seededAccounts.student.email, 'unverified-sub', claims);
      expectRefusal(
        res,
        404,
        'Google did not confirm the e-mail address of this account, so it cannot find your account. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.',
        accountFailureCodes.socialEmailUnverified,
      );
      expect(res.body.token).toBeUndefined();
    },
  );

  it('answers 404 when no account has the e-mail', async () => {
    const res = await googleLogin('new-person@example.com', 'new-person');
    expect(res.statusCode).toBe(404);
    expect(res.body.status.code).toBe(failureCodes.notFound);
  });

  it('answers 400 when the provider is configured but no subjectToken is sent', async () => {
    const res = await socialLogin({ subjectIssuer: 'google' });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toMatchObject({ success: false, code: failureCodes.validation });
    expect(res.body.status.message).toContain('subjectToken');
  });

  it('answers 501 NOT_CONFIGURED naming the provider', async () => {
    const ms = await socialLogin({ subjectIssuer: 'microsoft', subjectToken: 'x' });
    expectRefusal(ms, 501, 'Sign-in with Microsoft is not configured on this server.', failureCodes.notConfigured);
    const bare = buildApp({ db: t.db, config: defaultConfig() });
    try {
      const res = await bare.inject({
        method: 'POST',
        url: apiPaths.socialLogin,
        headers: keyHeader,
        payload: { subjectIssuer: 'google' },
      });
      expect(res.statusCode).toBe(501);
      expect(res.json().status.message).toBe('Sign-in with Google is not configured on this server.');
    } finally {
      await bare.close();
    }
  });

  it('validates the issuer', async () => {
    const res = await socialLogin({ subjectIssuer: 'myspace', subjectToken: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.message).toContain('subjectIssuer');
  });
});

describe('Microsoft ID tokens', () => {
  const tenant = '9188040d-6c67-4c5b-b112-36a304b66dad';
  const msSocial: ServerConfig['social'] = {
    microsoft: { clientId: 'ms-client', jwksUrl: 'https://keys.test/google' },
  };
  const adapter = socialProvidersFromConfig(defaultConfig({ social: msSocial }), fetchJwks).microsoft!;
  const msToken = (claims: Record<string, unknown>) =>
    idToken({
      iss: `https://login.microsoftonline.com/${tenant}/v2.0`,
      tid: tenant,
      aud: 'ms-client',
      sub: 'ms-subject',
      email_verified: undefined,
      ...claims,
    });

  it("never read preferred_username as the e-mail (any tenant can set it to a student's address)", async () => {
    const identity = await adapter.verifyIdToken(
      msToken({ preferred_username: seededAccounts.student.email }),
      t.clock(),
    );
    expect(identity).toMatchObject({ subject: 'ms-subject', email: '', emailVerified: false });
    const withEmail = await adapter.verifyIdToken(msToken({ email: seededAccounts.student.email }), t.clock());
    expect(withEmail).toMatchObject({ email: seededAccounts.student.email, emailVerified: false });
  });

  it('refuses a token whose issuer names another tenant than the token', async () => {
    const other = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
    await expect(adapter.verifyIdToken(msToken({ tid: other }), t.clock())).rejects.toThrow('wrong issuer');
    await expect(adapter.verifyIdToken(msToken({ tid: undefined }), t.clock())).rejects.toThrow('wrong issuer');
  });
});
