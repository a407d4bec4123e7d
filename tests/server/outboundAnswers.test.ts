import { generateKeyPairSync, sign } from 'node:crypto';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import {
  createOidcAdapter,
  InvalidIdTokenError,
  jwksFetcher,
  socialProvidersFromConfig,
} from '../../server/auth/social';
import { defaultConfig, type ServerConfig } from '../../server/config';
import type { Ctx } from '../../server/context';
import { OutboundCallError, type OutboundLog } from '../../server/http/outbound';
import { paymentClaimLeaseMs } from '../../server/payments/claimLease';
import type { CheckoutContext } from '../../server/payments/gateways';
import { stripeGateway, stripeUnavailableMessage } from '../../server/payments/stripe';
import { defaultTimeouts, timeoutsFromEnv } from '../../server/timeouts';
import { expectRefusal, useTestServer } from './helpers';
import { card611Checkout, checkout, registerFor, trxCount } from './paymentHelpers';

/**
 * Calls to other services (Stripe, the sign-in providers' keys) have a deadline from the server config and read their
 * answer with a schema: a late or malformed answer is that service's failure, logged, never a hang or an unchecked cast.
 * No network: fetch is replaced.
 */

type Fetch = typeof fetch;
const answering = (body: string, status = 200): Fetch =>
  (async () => new Response(body, { status })) as unknown as Fetch;
/** Never settles and ignores its signal (the worst a fetch can do). */
const neverAnswering: Fetch = (() => new Promise<Response>(() => undefined)) as unknown as Fetch;
/** Sends the status and headers, then a body that never ends. */
const bodyNeverEnds: Fetch = (async () =>
  new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"id":')) }), {
    status: 200,
  })) as unknown as Fetch;

function capturingLog() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log: OutboundLog = {
    warn: (obj, msg) => void lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines, messages: () => lines.map((l) => l.msg).join('\n') };
}

const checkoutOf = (nonce = 'pm_card_visa'): CheckoutContext => ({
  request: { nonceFromTheClient: nonce } as CheckoutContext['request'],
  student: { student_id: 10042 } as CheckoutContext['student'],
  course: {} as CheckoutContext['course'],
  amount: 24.95,
  idempotencyKey: 'key-123456',
});
const gatewayFailure = { httpStatus: 502, code: failureCodes.serverError, message: stripeUnavailableMessage };

describe('Stripe client: answers are validated', () => {
  it.each([
    ['an id that is not a string', JSON.stringify({ id: 42, status: 'succeeded' })],
    ['no status', JSON.stringify({ id: 'pi_1' })],
    ['an empty id', JSON.stringify({ id: '', status: 'succeeded' })],
    ['an array', JSON.stringify([{ id: 'pi_1', status: 'succeeded' }])],
    ['HTML instead of JSON', '<html>Bad gateway</html>'],
    ['an empty body', ''],
  ])('a 200 payment intent with %s is the gateway failure (502), logged', async (_name, body) => {
    const { log, messages } = capturingLog();
    const gateway = stripeGateway('sk_test_x', answering(body), { log });
    await expect(gateway.charge({} as Ctx, checkoutOf())).rejects.toMatchObject(gatewayFailure);
    expect(messages()).toMatch(/stripe: unexpected payment intent answer/);
  });

  it('keeps the answers it knows: succeeded is the charge, a card error is 402, another refusal 502 (logged)', async () => {
    const ok = stripeGateway(
      'sk_test_x',
      answering(JSON.stringify({ id: 'pi_9', status: 'succeeded', object: 'payment_intent' })),
    );
    await expect(ok.charge({} as Ctx, checkoutOf())).resolves.toMatchObject({
      status: 'Completed',
      gatewayReference: 'pi_9',
    });
    const declined = stripeGateway('sk_test_x', answering(JSON.stringify({ error: { type: 'card_error' } }), 400));
    await expect(declined.charge({} as Ctx, checkoutOf())).rejects.toMatchObject({
      httpStatus: 402,
      code: 'CARD_DECLINED',
    });
    const { log, messages } = capturingLog();
    const refused = stripeGateway('sk_test_x', answering(JSON.stringify({ error: { type: 'api_error' } }), 500), {
      log,
    });
    await expect(refused.charge({} as Ctx, checkoutOf())).rejects.toMatchObject(gatewayFailure);
    expect(messages()).toMatch(/payment intent refused \(500\)/);
    const { log: log2, messages: messages2 } = capturingLog();
    const pending = stripeGateway('sk_test_x', answering(JSON.stringify({ id: 'pi_3', status: 'requires_action' })), {
      log: log2,
    });
    await expect(pending.charge({} as Ctx, checkoutOf())).rejects.toMatchObject(gatewayFailure);
    expect(messages2()).toMatch(/requires_action/);
  });

  it('a malformed refund answer is a failed refund (left to the sweep), logged', async () => {
    const { log, messages } = capturingLog();
    const gateway = stripeGateway('sk_test_x', answering(JSON.stringify({ id: 're_1', status: 7 })), { log });
    await expect(gateway.void!({} as Ctx, { gatewayReference: 'pi_1', amount: 1, studentId: 1 })).rejects.toThrow(
      /refund of pi_1 failed .*unexpected answer/,
    );
    expect(messages()).toMatch(/stripe: unexpected refund answer/);
  });
});

describe('Stripe client: every call has a deadline', () => {
  it.each([
    ['never answers', neverAnswering],
    ['never finishes its body', bodyNeverEnds],
  ])('a fetch that %s is the gateway failure after the configured time', async (_name, fetchImpl) => {
    const { log, messages } = capturingLog();
    const gateway = stripeGateway('sk_test_x', fetchImpl, { timeoutMs: 100, log });
    const started = Date.now();
    await expect(gateway.charge({} as Ctx, checkoutOf())).rejects.toMatchObject(gatewayFailure);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(messages()).toMatch(
      /stripe: payment_intents call failed \(POST https:\/\/api\.stripe\.com\/v1\/payment_intents: no answer within 100 ms\)/,
    );
  });

  it('a refund that never answers fails (the sweep retries it) instead of hanging', async () => {
    const gateway = stripeGateway('sk_test_x', neverAnswering, { timeoutMs: 100 });
    await expect(gateway.void!({} as Ctx, { gatewayReference: 'pi_2', amount: 1, studentId: 1 })).rejects.toThrow(
      /refund of pi_2 failed .*no answer within 100 ms/,
    );
  });

  it('passes a signal to fetch, and a network failure is the gateway failure too', async () => {
    let signal: AbortSignal | null | undefined;
    const spy = (async (_url: string, init: RequestInit) => {
      signal = init.signal;
      throw new TypeError('fetch failed');
    }) as unknown as Fetch;
    await expect(stripeGateway('sk_test_x', spy).charge({} as Ctx, checkoutOf())).rejects.toMatchObject(gatewayFailure);
    expect(signal).toBeInstanceOf(AbortSignal);
  });
});

describe('outbound time limits in the server config', () => {
  it('default to 30 s for the payment gateway and 5 s for JWKS, with environment overrides', () => {
    expect(timeoutsFromEnv({})).toMatchObject({ paymentGatewayMs: 30_000, jwksMs: 5_000 });
    expect(timeoutsFromEnv({ PAYMENT_GATEWAY_TIMEOUT_MS: '12000', JWKS_TIMEOUT_MS: '2500' })).toMatchObject({
      paymentGatewayMs: 12_000,
      jwksMs: 2_500,
    });
    expect(() => timeoutsFromEnv({ JWKS_TIMEOUT_MS: '-1' })).toThrow(/JWKS_TIMEOUT_MS/);
  });

  it('keep the gateway call below the payment claim lease', () => {
    expect(defaultTimeouts.paymentGatewayMs).toBeLessThan(paymentClaimLeaseMs);
    expect(() => timeoutsFromEnv({ PAYMENT_GATEWAY_TIMEOUT_MS: String(paymentClaimLeaseMs) })).toThrow(
      /PAYMENT_GATEWAY_TIMEOUT_MS .*lease/,
    );
  });
});

describe("sign-in providers' keys (JWKS)", () => {
  it('a malformed key set is refused with a clear error (not a cast)', async () => {
    for (const body of [
      JSON.stringify({ keys: 'none' }),
      JSON.stringify({ keys: [{ kid: 'k1' }] }),
      JSON.stringify({}),
      'not json',
    ]) {
      await expect(jwksFetcher(1_000, answering(body))('https://keys.test/jwks')).rejects.toThrow(
        /JWKS https:\/\/keys\.test\/jwks: unexpected answer/,
      );
    }
    await expect(
      jwksFetcher(
        1_000,
        answering(JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', n: 'x', e: 'AQAB' }] })),
      )('https://keys.test/jwks'),
    ).resolves.toEqual({ keys: [{ kty: 'RSA', kid: 'k1', n: 'x', e: 'AQAB' }] });
  });

  it('a key server that never answers fails after the configured time', async () => {
    const started = Date.now();
    const err = await jwksFetcher(100, neverAnswering)('https://keys.test/jwks').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundCallError);
    expect((err as OutboundCallError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The adapter passes it on as "keys unavailable" (not an invalid token), which the route logs.
    const adapter = createOidcAdapter({
      displayName: 'Test',
      clientId: 'c',
      jwksUrl: 'https://keys.test/jwks',
      issuerOk: () => true,
      fetchJwks: jwksFetcher(100, neverAnswering),
    });
    const token = `${Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1' })).toString('base64url')}.${Buffer.from('{}').toString('base64url')}.x`;
    const failure = await adapter.verifyIdToken(token, new Date()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OutboundCallError);
    expect(failure).not.toBeInstanceOf(InvalidIdTokenError);
  });
});

// ---- Through the app: STRIPE_SECRET_KEY and Google sign-in configured, the outside world replaced ----

const stripeBehaviour: { mode: 'malformed' | 'silent'; calls: number } = { mode: 'malformed', calls: 0 };
const realFetch = globalThis.fetch;
// createDefaultGateways takes the global fetch when the app is built (below, in beforeAll): Stripe's address is faked.
vi.stubGlobal('fetch', ((input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('https://api.stripe.com/')) return realFetch(input, init);
  stripeBehaviour.calls++;
  return stripeBehaviour.mode === 'malformed'
    ? Promise.resolve(new Response(JSON.stringify({ object: 'payment_intent', status: 'succeeded' }), { status: 200 }))
    : new Promise<Response>(() => undefined);
}) as Fetch);
afterAll(() => {
  vi.unstubAllGlobals();
});

const logLines: string[] = [];
const clientId = 'outbound-test.apps.googleusercontent.com';
const social: ServerConfig['social'] = { google: { clientId, jwksUrl: 'https://keys.test/google' } };
const timeouts = { ...defaultTimeouts, paymentGatewayMs: 300, jwksMs: 300 };
const t = useTestServer({
  config: { stripeSecretKey: 'sk_test_local', stripePublishableKey: 'pk_test_local', social, timeouts },
  deps: {
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
    socialProviders: socialProvidersFromConfig(
      defaultConfig({ social, timeouts }),
      jwksFetcher(timeouts.jwksMs, answering(JSON.stringify({ keys: 'rotating' }))),
    ),
  },
});

const attemptsOf = async (studentId: number) =>
  t.db.query<{ state: string; detail: string | null }>(
    'select state, detail from payment_attempts where student_id = $1 order by attempt_id',
    [studentId],
  );

describe('checkout with Stripe configured', () => {
  it('a malformed Stripe answer answers 502, records nothing, closes the attempt and logs why', async () => {
    stripeBehaviour.mode = 'malformed';
    const before = stripeBehaviour.calls;
    const s = await registerFor(t, 611);
    const res = await checkout(t, s.token, card611Checkout(s.studentId, 'pm_card_visa', { paymentGateway: 'Stripe' }));
    expectRefusal(res, 502, stripeUnavailableMessage, failureCodes.serverError);
    expect(stripeBehaviour.calls - before).toBe(1);
    expect(await trxCount(t, s.studentId)).toBe(0);
    expect((await attemptsOf(s.studentId)).map((a) => a.state)).toEqual(['failed']);
    expect(logLines.join('\n')).toMatch(/stripe: unexpected payment intent answer/);
  });

  it('a Stripe that never answers answers 502 after PAYMENT_GATEWAY_TIMEOUT_MS (server config), not a hang', async () => {
    stripeBehaviour.mode = 'silent';
    const s = await registerFor(t, 611);
    const started = Date.now();
    const res = await checkout(t, s.token, card611Checkout(s.studentId, 'pm_card_visa', { paymentGateway: 'Stripe' }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(502);
    expect(res.body.status.code).toBe(failureCodes.serverError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await trxCount(t, s.studentId)).toBe(0);
    expect((await attemptsOf(s.studentId)).map((a) => a.state)).toEqual(['failed']);
    expect(logLines.join('\n')).toMatch(/no answer within 300 ms/);
  });
});

describe('social sign-in with a malformed key set', () => {
  it('answers the failed sign-in (401) and logs that the provider keys are unavailable', async () => {
    const head = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const body = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: '1',
        exp: now + 600,
        email: 'x@example.com',
      }),
    ).toString('base64url');
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const token = `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
    const res = await t.call({
      method: 'POST',
      url: apiPaths.socialLogin,
      payload: { subjectIssuer: 'google', subjectToken: token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.status.code).toBe(failureCodes.socialLoginFailed);
    expect(logLines.join('\n')).toMatch(/provider keys unavailable/);
    expect(logLines.join('\n')).toMatch(/unexpected answer/);
  });
});
