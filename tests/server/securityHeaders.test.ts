import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { keyHeader, useTestServer } from './helpers';

// App pages are sent a Content-Security-Policy, frame protection and a Referrer-Policy.
const t = useTestServer();
const dist = mkdtempSync(path.join(tmpdir(), 'dist-headers-'));
const inlineScript = 'window.__boot = 1;';
const inlineStyle = 'body{margin:0}';
const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script><style>${inlineStyle}</style>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
let app: FastifyInstance;
let httpsApp: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  app = buildApp({
    db: t.db,
    config: defaultConfig({ serveApp: true, distDir: dist, devMailbox: true, trustProxy: true }),
  });
  httpsApp = buildApp({ db: t.db, config: defaultConfig({ publicUrl: 'https://school.example' }) });
  await Promise.all([app.ready(), httpsApp.ready()]);
});
afterAll(async () => {
  await app?.close();
  await httpsApp?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A CSP as a map of directive → sources. */
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=()');
}

describe('browser security headers', () => {
  it('app pages (index.html and the history fallback) get a hash-based CSP that forbids framing', async () => {
    for (const url of ['/', '/index.html', '/login', '/reset-password?token=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'", sha(inlineScript)]);
      expect(csp['style-src']).toEqual(["'self'", sha(inlineStyle)]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-');
      expectCommonHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a page revalidated from the browser cache (304) never gets the non-HTML policy', async () => {
    for (const url of ['/', '/login']) {
      const first = await app.inject({ method: 'GET', url });
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      // Its headers replace the cached page's: either the page's own policy or none (the cached one stays).
      const csp = again.headers['content-security-policy'];
      if (csp !== undefined) expect(csp, url).toBe(first.headers['content-security-policy']);
    }
  });

  it('API answers (JSON, errors included) allow nothing and forbid framing', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: `${apiPaths.states}?IsActive=true`, headers: keyHeader }),
      await app.inject({ method: 'GET', url: apiPaths.states }),
      await app.inject({ method: 'GET', url: '/assets/app.js' }),
    ]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expectCommonHeaders(res.headers);
    }
  });

  it('the dev mailbox page allows exactly its own inline style', async () => {
    const res = await app.inject({ method: 'GET', url: apiPaths.devMailbox, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1];
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", sha(style)]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expectCommonHeaders(res.headers);
  });

  it('sends HSTS only over HTTPS: a forwarded https request, or an https PUBLIC_URL', async () => {
    const forwarded = await app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const site = await httpsApp.inject({ method: 'GET', url: `${apiPaths.states}?IsActive=true`, headers: keyHeader });
    expect(site.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
