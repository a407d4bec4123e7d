import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../client';
import { createSessionSignals } from '../sessionSignals';
import { certificatesEndpoints } from './certificates';

/** The public certificate check over the real client: the request it sends and what its answers become. */
describe('certificatesEndpoints.verifyCertificate', () => {
  const sent: Request[] = [];
  const reply = (status: number, body: unknown) => {
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    const client = createApiClient({
      baseURL: 'http://app.test',
      subscriptionKey: 'key',
      credentials: () => ({}),
      signals: createSessionSignals(),
    });
    return certificatesEndpoints(client);
  };
  const check = (api: ReturnType<typeof certificatesEndpoints>) =>
    api.verifyCertificate('K7QM-3XPA-9D2T-WB6H', new AbortController().signal);

  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it('asks with GET ?code= and hands on the answer', async () => {
    const data = { found: false };
    const answer = await check(reply(200, { status: { success: true, message: '' }, data }));
    expect(sent[0].method).toBe('GET');
    expect(sent[0].url).toBe('http://app.test/improv-student/certificate/verify?code=K7QM-3XPA-9D2T-WB6H');
    expect(answer.data).toEqual(data);
  });

  it('passes a 429 on with its status, which the page words as too many tries', async () => {
    const refusal = { success: false, message: 'Too many attempts.', code: 'RATE_LIMITED' };
    await expect(check(reply(429, { status: refusal }))).rejects.toEqual({
      kind: 'failure',
      httpStatus: 429,
      message: 'Too many attempts.',
      code: 'RATE_LIMITED',
    });
  });

  it('reports a found certificate without its details as an invalid answer', async () => {
    const answer = reply(200, { status: { success: true, message: '' }, data: { found: true, valid: true } });
    await expect(check(answer)).rejects.toMatchObject({ kind: 'invalidAnswer' });
  });
});
