import { describe, expect, it } from 'vitest';

import { walletProfileResponseSchema, walletTokenResponseSchema } from '../../contracts/entryLinks';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig, defaultWalletClientId, defaultWalletClientSecret } from '../../server/config';
import { keyHeader, useTestServer } from './helpers';

const t = useTestServer();
const basic = (id = defaultWalletClientId, secret = defaultWalletClientSecret) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const tokenCall = (body: string, authorization = basic()) =>
  t.call({
    method: 'POST',
    url: apiPaths.walletToken,
    payload: body,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
  });
const profileCall = (accessToken: string) => t.get(apiPaths.walletProfile, accessToken);

describe('wallet sign-in return (sandbox adapter)', () => {
  it('exchanges a sandbox code for an access token and reads the profile (plain JSON)', async () => {
    const res = await tokenCall('grant_type=client_credentials&code=sandbox-abc123');
    expect(res.statusCode).toBe(200);
    const { access_token } = walletTokenResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(res.body.status).toBeUndefined();
    const profile = await profileCall(access_token);
    expect(profile.statusCode).toBe(200);
    expect(walletProfileResponseSchema.parse(profile.body)).toEqual({
      name: { given_name: 'Sam', surname: 'Sandbox' },
      emails: [{ value: 'sam.sandbox@example.com', primary: true }],
    });
  });

  it("'sandbox-no-email' gives a profile without e-mail", async () => {
    const res = await tokenCall('grant_type=client_credentials&code=sandbox-no-email');
    const profile = await profileCall(res.body.access_token);
    expect(profile.body.emails).toEqual([]);
  });

  it('refuses a bad client, a bad request, an unknown code and an unknown access token', async () => {
    const badClient = await tokenCall('grant_type=client_credentials&code=sandbox-1', basic('x', 'y'));
    expect(badClient.statusCode).toBe(401);
    expect(badClient.body).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed.' });
    const noAuth = await tokenCall('grant_type=client_credentials&code=sandbox-1', '');
    expect(noAuth.statusCode).toBe(401);
    const badGrant = await tokenCall('grant_type=authorization_code&code=sandbox-1');
    expect(badGrant.statusCode).toBe(400);
    expect(badGrant.body.error).toBe('invalid_request');
    const unknownCode = await tokenCall('grant_type=client_credentials&code=real-code-123');
    expect(unknownCode.statusCode).toBe(401);
    expect(unknownCode.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code is invalid or has expired.',
    });
    const profile = await profileCall('sandbox-at-unknown');
    expect(profile.statusCode).toBe(401);
    expect(profile.body.error).toBe('invalid_token');
    const noBearer = await t.call({ method: 'GET', url: apiPaths.walletProfile });
    expect(noBearer.statusCode).toBe(401);
  });

  it('access tokens expire after an hour', async () => {
    const res = await tokenCall('grant_type=client_credentials&code=sandbox-late');
    t.clock.advance(3_600_001);
    expect((await profileCall(res.body.access_token)).statusCode).toBe(401);
  });
});

describe('wallet access tokens across instances', () => {
  it('a token one instance issued is read by another, and only its hash is stored', async () => {
    const res = await tokenCall('grant_type=client_credentials&code=sandbox-elsewhere');
    const token = res.body.access_token as string;
    const other = buildApp({ db: t.db, config: defaultConfig(), clock: t.clock });
    try {
      const profile = await other.inject({
        method: 'GET',
        url: apiPaths.walletProfile,
        headers: { ...keyHeader, authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().name).toEqual({ given_name: 'Sam', surname: 'Sandbox' });
    } finally {
      await other.close();
    }
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from wallet_access_tokens');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('production has no sandbox: a sandbox code signs nobody in', async () => {
    const production = buildApp({ db: t.db, config: defaultConfig({ production: true }), clock: t.clock });
    try {
      const res = await production.inject({
        method: 'POST',
        url: apiPaths.walletToken,
        payload: 'grant_type=client_credentials&code=sandbox-abc123',
        headers: { ...keyHeader, authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_grant');
    } finally {
      await production.close();
    }
  });
});
