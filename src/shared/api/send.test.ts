import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonOf, send, urlOf } from './send';

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins the base URL and the path, and leaves undefined query values out', () => {
    expect(urlOf('', '/improv-student/states', { a: 1, b: undefined, c: 'x y' })).toBe(
      '/improv-student/states?a=1&c=x+y',
    );
    expect(urlOf('http://app.test/', '/p?x=1', { y: true })).toBe('http://app.test/p?x=1&y=true');
    expect(urlOf('http://app.test', 'p')).toBe('http://app.test/p');
  });

  it('sends a plain value as JSON and a URLSearchParams body as a form', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      seen.push(new Request(`http://app.test${input}`, init));
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    });
    await send('', '/json', { method: 'POST', body: { emailId: 'a@b.c' }, headers: new Headers() });
    await send('', '/form', { method: 'POST', body: new URLSearchParams({ code: 'x' }), headers: new Headers() });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ emailId: 'a@b.c' });
    expect(seen[1].headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await seen[1].text()).toBe('code=x');
  });

  it('reads a JSON answer, and gives undefined for an HTML error page or a broken body', async () => {
    expect(
      await jsonOf(new Response('{"a":1}', { headers: { 'content-type': 'application/json; charset=utf-8' } })),
    ).toEqual({ a: 1 });
    expect(
      await jsonOf(new Response('<html>502</html>', { headers: { 'content-type': 'text/html' } })),
    ).toBeUndefined();
    expect(await jsonOf(new Response('{"a":', { headers: { 'content-type': 'application/json' } }))).toBeUndefined();
    expect(await jsonOf(new Response(null, { status: 204 }))).toBeUndefined();
  });
});
