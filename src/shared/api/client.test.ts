import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { envelope, failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';

import { createApiClient } from './client';
import { createSessionSignals, type SessionSignal } from './sessionSignals';

/** The client throws plain `Failure` data (machines/shared/failure.ts), never an Error, for every way a call can fail. */
describe('api client failures', () => {
  const schema = envelope(z.object({ id: z.number() }));
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  afterEach(() => vi.unstubAllGlobals());

  function clientAnswering(answer: (init?: RequestInit) => Promise<Response>) {
    vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => answer(init));
    const seen: SessionSignal[] = [];
    const signals = createSessionSignals();
    signals.subscribe((signal) => seen.push(signal));
    const client = createApiClient({
      baseURL: 'http://api.test',
      subscriptionKey: 'key',
      credentials: () => ({ token: 't', studentId: 7 }),
      signals,
    });
    return { client, seen };
  }

  const signal = () => new AbortController().signal;

  it('an HTTP error with a server code is a plain failure carrying status, code and message', async () => {
    const { client } = clientAnswering(async () =>
      json({ status: { success: false, message: 'Bad input', code: failureCodes.validation } }, 400),
    );
    const thrown = await client.call('/x', schema, { signal: signal() }).catch((error: unknown) => error);
    expect(thrown).toEqual({ kind: 'failure', httpStatus: 400, code: failureCodes.validation, message: 'Bad input' });
    expect(thrown).not.toBeInstanceOf(Error);
  });

  it("a refusal's params come with its code, as the server sent them (the failure wording checks them)", async () => {
    const wait = { retryAfterMinutes: 3, limit: attemptLimitNames.signIn };
    const { client } = clientAnswering(async () =>
      json({ status: { success: false, message: 'Wait', code: failureCodes.rateLimited, params: wait } }, 429),
    );
    await expect(client.call('/x', schema, { signal: signal() })).rejects.toEqual({
      kind: 'failure',
      httpStatus: 429,
      code: failureCodes.rateLimited,
      params: wait,
      message: 'Wait',
    });
  });

  it('a false status flag on a 200 is a failure without a code when the server sends none', async () => {
    const { client } = clientAnswering(async () => json({ status: { success: false, message: 'No' } }));
    await expect(client.call('/x', schema, { signal: signal() })).rejects.toEqual({
      kind: 'failure',
      httpStatus: 200,
      message: 'No',
    });
  });

  it('a 401 for an expired token is tokenExpired, reported to the session machine', async () => {
    const { client, seen } = clientAnswering(async () =>
      json({ status: { success: false, message: 'Expired', code: failureCodes.tokenExpired } }, 401),
    );
    await expect(client.call('/x', schema, { signal: signal() })).rejects.toEqual({
      kind: 'tokenExpired',
      httpStatus: 401,
      code: failureCodes.tokenExpired,
      message: 'Expired',
    });
    expect(seen).toEqual([{ type: 'api.tokenExpired' }]);
  });

  it('no answer (offline) is a network failure', async () => {
    const { client } = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call('/x', schema, { signal: signal() })).rejects.toEqual({
      kind: 'network',
      httpStatus: 0,
      message: '',
    });
  });

  it('an aborted call is a network failure too, as plain data', async () => {
    const { client } = clientAnswering(async (init) => {
      if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return json({ status: { success: true, message: '' }, data: { id: 1 } });
    });
    const controller = new AbortController();
    controller.abort();
    await expect(client.call('/x', schema, { signal: controller.signal })).rejects.toEqual({
      kind: 'network',
      httpStatus: 0,
      message: '',
    });
  });

  it('a body that is not the envelope is an invalid answer', async () => {
    const { client } = clientAnswering(async () =>
      json({ status: { success: true, message: '' }, data: { id: 'one' } }),
    );
    await expect(client.call('/x', schema, { signal: signal() })).rejects.toEqual({
      kind: 'invalidAnswer',
      httpStatus: 200,
      message: '',
    });
  });

  it('a data call reports a success without data as an invalid answer; a plain call accepts it', async () => {
    const { client } = clientAnswering(async () => json({ status: { success: true, message: 'ok' } }));
    await expect(client.callData('/x', schema, { signal: signal() })).rejects.toEqual({
      kind: 'invalidAnswer',
      httpStatus: 200,
      message: '',
    });
    await expect(client.call('/x', schema, { signal: signal() })).resolves.toEqual({
      status: { success: true, message: 'ok' },
    });
  });

  it('a data call answers the envelope with its data', async () => {
    const { client } = clientAnswering(async () => json({ status: { success: true, message: '' }, data: { id: 3 } }));
    const answer = await client.callData('/x', schema, { signal: signal() });
    expect(answer.data.id).toBe(3);
  });

  it('a refused plain (wallet) call carries error_description and error as message and code', async () => {
    const { client } = clientAnswering(async () =>
      json({ error: 'invalid_grant', error_description: 'Code used' }, 400),
    );
    await expect(
      client.callPlain('/token', z.object({ access_token: z.string() }), {
        authorization: 'Basic x',
        signal: signal(),
      }),
    ).rejects.toEqual({
      kind: 'failure',
      httpStatus: 400,
      code: 'invalid_grant',
      message: 'Code used',
    });
  });

  it('a download answered 401 is unauthorized, reported to the session machine', async () => {
    const { client, seen } = clientAnswering(async () => new Response('', { status: 401 }));
    await expect(client.download('/receipt', { studentPaymentTrxId: 1 }, signal())).rejects.toEqual({
      kind: 'unauthorized',
      httpStatus: 401,
      message: '',
    });
    expect(seen).toEqual([{ type: 'api.unauthorized' }]);
  });
});
