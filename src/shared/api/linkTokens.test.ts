import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from './client';
import { entryLinksEndpoints } from './endpoints/entryLinks';
import { statesEndpoints } from './endpoints/states';
import { createSessionSignals } from './sessionSignals';

/** A link's token travels in the Authorization header, never in a URL (URLs end up in logs; 01 §6: a parent token without the Bearer prefix). */
describe('link tokens', () => {
  const seen: { url: string; authorization: string | null }[] = [];
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ status: { success: true, message: 'ok' }, data }), {
      headers: { 'content-type': 'application/json' },
    });

  afterEach(() => {
    vi.unstubAllGlobals();
    seen.length = 0;
  });

  function apiWithStoredSession() {
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      return request.url.includes('parent-token')
        ? answer({
            primaryConfigCourseId: 611,
            secondaryConfigCourseIds: [],
            organisationId: 1001,
            studentId: 7,
            studentPaymentTrxId: null,
          })
        : answer([]);
    });
    const client = createApiClient({
      baseURL: 'http://app.test',
      subscriptionKey: 'key',
      // A signed-in visitor opening a link: the link's token must win over the stored one.
      credentials: () => ({ token: 'stored-session', studentId: 7 }),
      signals: createSessionSignals(),
    });
    return { ...entryLinksEndpoints(client), ...statesEndpoints(client) };
  }

  it('sends the state-with-category token in the Authorization header, not the query', async () => {
    await apiWithStoredSession().statesWithCategory('LINK-TOKEN-1', new AbortController().signal);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).not.toContain('LINK-TOKEN-1');
    expect(seen[0].url).not.toContain('token=');
    expect(seen[0].authorization).toBe('LINK-TOKEN-1');
  });

  it('checks a parent token through the Authorization header, not the query', async () => {
    await apiWithStoredSession().parentToken('abc.def', new AbortController().signal);
    expect(seen[0].url).not.toContain('abc.def');
    expect(seen[0].authorization).toBe('abc.def');
  });

  it('other calls still carry the stored session as a Bearer token', async () => {
    await apiWithStoredSession().states(new AbortController().signal);
    expect(seen[0].authorization).toBe('Bearer stored-session');
  });
});
