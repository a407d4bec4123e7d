import { generateKeyPairSync, type JsonWebKey, sign } from 'node:crypto';

import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  connectedAccountFailureCodes,
  connectedAccountListResponseSchema,
  connectedAccountMessages,
} from '../../contracts/connectedAccounts';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { buildApp } from '../../server/app';
import { socialProvidersFromConfig } from '../../server/auth/social';
import { attemptLimits } from '../../server/auth/throttle';
import { defaultConfig, type ServerConfig } from '../../server/config';
import { expectRefusal, keyHeader, uniqueEmail, useTestServer } from './helpers';

/*
 * 02 §2 integration: connected sign-in accounts. Google is configured with a local key pair (the adapter
 * verifies real RS256 ID tokens against a JWKS served by the test); Microsoft is not configured.
 */

const clientId = 'test-client.apps.googleusercontent.com';
const social: ServerConfig['social'] = { google: { clientId, jwksUrl: 'https://keys.test/google' } };
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const intruderKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
const fetchJwks = async () => ({ keys: [jwk] });

const t = useTestServer({
  config: { social },
  deps: { socialProviders: socialProvidersFromConfig(defaultConfig({ social }), fetchJwks) },
});

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A Google ID token for the provider account `sub` with the address `email`. */
function idToken(sub: string, email: string, key = privateKey) {
  const now = Math.floor(t.clock().getTime() / 1000);
  const head = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
  const body = b64({
    iss: 'https://accounts.google.com',
    aud: clientId,
    sub,
    email,
    email_verified: true,
    iat: now,
    exp: now + 3600,
  });
  return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
}

const list = (token?: string) => t.get(apiPaths.connectedAccounts, token);
const connect = (token: string | undefined, payload: InjectOptions['payload']) =>
  t.call({ method: 'POST', url: apiPaths.connectedAccounts, token, payload });
const disconnect = (token: string | undefined, provider: string) =>
  t.call({ method: 'DELETE', url: `${apiPaths.connectedAccounts}/${provider}`, token });
const socialLogin = (subjectToken: string) =>
  t.call({ method: 'POST', url: apiPaths.socialLogin, payload: { subjectIssuer: 'google', subjectToken } });

async function student() {
  const s = await t.createStudent({});
  return { ...s, token: (await t.login(s.email)).token };
}
const subject = () => `sub-${uniqueEmail('x')}`;
const googleOf = (body: unknown) =>
  connectedAccountListResponseSchema.parse(body).data!.accounts.find((a) => a.provider === 'google')!;

describe('connected sign-in accounts (02 §2 integration)', () => {
  it('lists both providers: Google configured, Microsoft not; nothing connected', async () => {
    const s = await student();
    const res = await list(s.token);
    expect(res.statusCode).toBe(200);
    expect(connectedAccountListResponseSchema.parse(res.body).data!.accounts).toEqual([
      { provider: 'google', configured: true, connected: false, email: null, connectedAt: null },
      { provider: 'microsoft', configured: false, connected: false, email: null, connectedAt: null },
    ]);
  });

  it('connects a Google account, lists it, signs in by it (another e-mail than the account) and disconnects', async () => {
    const s = await student();
    const sub = subject();
    const googleEmail = uniqueEmail('personal');
    const res = await connect(s.token, { provider: 'google', subjectToken: idToken(sub, googleEmail) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status.message).toBe(connectedAccountMessages.connected('Google'));
    expect(googleOf(res.body)).toEqual({
      provider: 'google',
      configured: true,
      connected: true,
      email: googleEmail,
      connectedAt: t.clock().toISOString(),
    });
    expect(googleOf((await list(s.token)).body).connected).toBe(true);

    // The token's e-mail belongs to no student: the connected account names the student.
    const signedIn = await socialLogin(idToken(sub, googleEmail));
    expect(signedIn.statusCode, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.studentId).toBe(s.studentId);
    expect(signedIn.body.data.emailId).toBe(s.email);

    // Connecting the same account again keeps it (its e-mail refreshed).
    const again = await connect(s.token, { provider: 'google', subjectToken: idToken(sub, 'renamed@example.com') });
    expect(googleOf(again.body).email).toBe('renamed@example.com');

    const gone = await disconnect(s.token, 'google');
    expect(gone.statusCode).toBe(200);
    expect(gone.body.status.message).toBe(connectedAccountMessages.disconnected('Google'));
    expect(googleOf(gone.body)).toMatchObject({ connected: false, email: null, connectedAt: null });
    // Without the link the token's e-mail is looked up again: nobody has it.
    expect((await socialLogin(idToken(sub, googleEmail))).statusCode).toBe(404);
    // Disconnecting what is not connected is no error.
    expect((await disconnect(s.token, 'google')).statusCode).toBe(200);
  });

  it("the link wins over the e-mail: a token with another student's address signs in the connected student", async () => {
    const owner = await student();
    const other = await student();
    const sub = subject();
    expect(
      (await connect(owner.token, { provider: 'google', subjectToken: idToken(sub, owner.email) })).statusCode,
    ).toBe(200);
    const res = await socialLogin(idToken(sub, other.email));
    expect(res.body.data.studentId).toBe(owner.studentId);
  });

  it("does not verify the student's e-mail through a connected account's other address", async () => {
    const s = await t.createStudent({ isVerified: false });
    const token = (await t.login(s.email)).token;
    const sub = subject();
    await connect(token, { provider: 'google', subjectToken: idToken(sub, uniqueEmail('elsewhere')) });
    const res = await socialLogin(idToken(sub, uniqueEmail('elsewhere')));
    expect(res.statusCode).toBe(200);
    expect(res.body.data.isVerified).toBe(false);
  });

  it("a foreign token cannot touch another student's link", async () => {
    const owner = await student();
    const intruder = await student();
    const sub = subject();
    const token = idToken(sub, uniqueEmail('owner'));
    expect((await connect(owner.token, { provider: 'google', subjectToken: token })).statusCode).toBe(200);
    // The same provider account for another student: refused, the owner's link stays.
    expectRefusal(
      await connect(intruder.token, { provider: 'google', subjectToken: token }),
      409,
      connectedAccountMessages.takenByAnother('Google'),
      connectedAccountFailureCodes.takenByAnother,
    );
    // The intruder's disconnect only ever removes their own link; the owner's list is unchanged.
    expect((await disconnect(intruder.token, 'google')).statusCode).toBe(200);
    expect(googleOf((await list(owner.token)).body).connected).toBe(true);
    expect(googleOf((await list(intruder.token)).body).connected).toBe(false);
    expect((await socialLogin(token)).body.data.studentId).toBe(owner.studentId);
    // The owner's token with the intruder's student id header: 403.
    const res = await t.call({
      method: 'DELETE',
      url: `${apiPaths.connectedAccounts}/google`,
      token: owner.token,
      studentIdHeader: intruder.studentId,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a second Google account while one is connected', async () => {
    const s = await student();
    await connect(s.token, { provider: 'google', subjectToken: idToken(subject(), uniqueEmail('first')) });
    expectRefusal(
      await connect(s.token, { provider: 'google', subjectToken: idToken(subject(), uniqueEmail('second')) }),
      409,
      connectedAccountMessages.providerConnected('Google'),
      connectedAccountFailureCodes.providerConnected,
    );
  });

  it('refuses a token the adapter does not accept with 400 (never 401: the session is fine)', async () => {
    const s = await student();
    expectRefusal(
      await connect(s.token, { provider: 'google', subjectToken: idToken(subject(), 'x@example.com', intruderKey) }),
      400,
      connectedAccountMessages.tokenRefused('Google'),
      connectedAccountFailureCodes.tokenRefused,
    );
    expectRefusal(
      await connect(s.token, { provider: 'google' }),
      400,
      connectedAccountMessages.tokenMissing('Google'),
      connectedAccountFailureCodes.tokenMissing,
    );
    expect(googleOf((await list(s.token)).body).connected).toBe(false);
  });

  it('answers 501 NOT_CONFIGURED for a provider without credentials, and on a server without any', async () => {
    const s = await student();
    expectRefusal(
      await connect(s.token, { provider: 'microsoft', subjectToken: 'x' }),
      501,
      'Sign-in with Microsoft is not configured on this server.',
      failureCodes.notConfigured,
    );
    const bare = buildApp({ db: t.db, config: defaultConfig(), clock: t.clock });
    try {
      const headers = { ...keyHeader, authorization: `Bearer ${s.token}` };
      const res = await bare.inject({
        method: 'POST',
        url: apiPaths.connectedAccounts,
        headers,
        payload: { provider: 'google' },
      });
      expect(res.statusCode).toBe(501);
      expect(res.json().status.message).toBe('Sign-in with Google is not configured on this server.');
      const listed = await bare.inject({ method: 'GET', url: apiPaths.connectedAccounts, headers });
      expect(listed.json().data.accounts.map((a: { configured: boolean }) => a.configured)).toEqual([false, false]);
    } finally {
      await bare.close();
    }
  });

  it('limits connect attempts per student: after 10 refused tokens the next waits (429), even a good one', async () => {
    const s = await student();
    for (let i = 0; i < attemptLimits.socialConnect.threshold; i++) {
      const res = await connect(s.token, { provider: 'google', subjectToken: 'not.a.jwt' });
      expect(res.statusCode).toBe(400);
    }
    const limited = await connect(s.token, { provider: 'google', subjectToken: idToken(subject(), 'ok@example.com') });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status.code).toBe(failureCodes.rateLimited);
    expect(limited.body.status.params).toEqual({
      retryAfterMinutes: expect.any(Number),
      limit: attemptLimitNames.attempts,
    });
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.advance(attemptLimits.socialConnect.firstDelayMs);
    const later = await connect(s.token, { provider: 'google', subjectToken: idToken(subject(), 'ok@example.com') });
    expect(later.statusCode).toBe(200);
  });

  it('validates the body and the provider, and needs a session', async () => {
    const s = await student();
    expect((await connect(s.token, { provider: 'myspace', subjectToken: 'x' })).statusCode).toBe(400);
    expect((await connect(s.token, {})).statusCode).toBe(400);
    expect((await disconnect(s.token, 'myspace')).statusCode).toBe(400);
    expect((await list()).statusCode).toBe(401);
    expect((await connect(undefined, { provider: 'google', subjectToken: 'x' })).statusCode).toBe(401);
    expect((await disconnect(undefined, 'google')).statusCode).toBe(401);
  });

  it('removes the links with the student', async () => {
    const s = await student();
    const sub = subject();
    await connect(s.token, { provider: 'google', subjectToken: idToken(sub, uniqueEmail('gone')) });
    await t.db.query('delete from students where student_id = $1', [s.studentId]);
    const [row] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from connected_accounts where subject = $1',
      [sub],
    );
    expect(row.n).toBe(0);
  });
});
