import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { keyHeader, useTestServer } from './helpers';

const t = useTestServer();
const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
const indexHtml = `<!doctype html><html><head><title>Traffic school</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(120)}</body></html>`;
const appJs = `console.log("app");\n${'export const x = "some code that compresses well";\n'.repeat(200)}`;
let app: FastifyInstance;

/** The page's organisation block each page gets (server/http/pageOrganisation.ts), checked on its own below. */
const organisationBlock =
  /<link rel="preload" as="image" href="[^"]+"><script type="application\/json" id="page-organisation">.*?<\/script>/;
const asBuilt = (html: string) => html.replace(organisationBlock, '');
const pageOrganisationOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-organisation">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), appJs);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  app = buildApp({ db: t.db, config: defaultConfig({ serveApp: true, distDir: dist }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(asBuilt(res.body)).toBe(indexHtml);
  });

  it('serves hashed assets as immutable for a year, gzip-compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
    const plain = gunzipSync(res.rawPayload).toString();
    expect(plain).toBe(appJs);
    expect(res.rawPayload.length).toBeLessThan(appJs.length / 5);
  });

  it('falls back to index.html for app routes (history routing), brotli when asked', async () => {
    for (const url of ['/home/dashboard', '/login', '/reset-password?token=abc']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(asBuilt(brotliDecompressSync(res.rawPayload).toString())).toBe(indexHtml);
    }
  });

  it('answers 404 for missing files instead of the app page', async () => {
    for (const url of ['/assets/app-missing.js', '/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: '/home/dashboard' })).statusCode).toBe(404);
  });

  it('serves other root files without long caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('User-agent');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API paths out of the fallback', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/improv-student-course-dashboard/student/nothing-here',
      headers: keyHeader,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { success: false, code: 'NOT_FOUND' } });
    const states = await app.inject({
      method: 'GET',
      url: `${apiPaths.states}?IsActive=true`,
      headers: { ...keyHeader, 'accept-encoding': 'gzip' },
    });
    expect(states.statusCode).toBe(200);
    expect(states.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(states.rawPayload).toString()).data).toHaveLength(51);
  });

  it('serves only the API when there is no build', async () => {
    const bare = buildApp({ db: t.db, config: defaultConfig({ serveApp: true, distDir: path.join(dist, 'nope') }) });
    try {
      const res = await bare.inject({ method: 'GET', url: '/home/dashboard' });
      expect(res.statusCode).toBe(404);
      expect(res.json().status.code).toBe('NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});

describe('entry pages preload their code', () => {
  const distWithPreloads = mkdtempSync(path.join(tmpdir(), 'dist-preloads-'));
  let preloading: FastifyInstance;
  const preloads = {
    pages: [
      {
        path: '/login',
        files: ['assets/LoginFlow-1.js', 'assets/TextField-2.js'],
        catalogs: { en: ['assets/messages-en.js'], 'es-LA': ['assets/messages-es.js'] },
      },
      {
        path: '/:id/register',
        files: ['assets/RegistrationFlow-3.js'],
        catalogs: { en: ['assets/registration-en.js'] },
      },
    ],
  };
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  beforeAll(async () => {
    writeFileSync(path.join(distWithPreloads, 'index.html'), indexHtml);
    writeFileSync(path.join(distWithPreloads, 'entry-preloads.json'), JSON.stringify(preloads));
    preloading = buildApp({ db: t.db, config: defaultConfig({ serveApp: true, distDir: distWithPreloads }) });
    await preloading.ready();
  });
  afterAll(async () => {
    await preloading?.close();
    rmSync(distWithPreloads, { recursive: true, force: true });
  });

  it("names the page's chunks and the catalogs of the visitor's language in its HTML", async () => {
    const spanish = await preloading.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(links(spanish.body)).toEqual(['/assets/LoginFlow-1.js', '/assets/TextField-2.js', '/assets/messages-es.js']);
    const unknown = await preloading.inject({
      method: 'GET',
      url: '/login?x=1',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(links(unknown.body)).toEqual(['/assets/LoginFlow-1.js', '/assets/TextField-2.js', '/assets/messages-en.js']);
  });

  it('matches a route parameter, and leaves other pages as built', async () => {
    expect(links((await preloading.inject({ method: 'GET', url: '/42/register' })).body)).toEqual([
      '/assets/RegistrationFlow-3.js',
      '/assets/registration-en.js',
    ]);
    expect(asBuilt((await preloading.inject({ method: 'GET', url: '/privacy-policy' })).body)).toBe(indexHtml);
    expect(asBuilt((await preloading.inject({ method: 'GET', url: '/' })).body)).toBe(indexHtml);
  });
});

describe('pages carry the organisation of their origin', () => {
  it("writes the logo call's answer for the page's origin into its HTML, and preloads the logo", async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const logo = await app.inject({
      method: 'GET',
      url: `${apiPaths.organisationLogo}?domain=${encodeURIComponent('http://localhost:80')}`,
      headers: keyHeader,
    });
    expect(pageOrganisationOf(res.body)).toEqual({ domain: 'http://localhost:80', organisation: logo.json().data });
    expect(res.body).toContain(`<link rel="preload" as="image" href="${logo.json().data.logoPath}">`);
  });

  it("answers for the host the page was asked on (a partner's host gets the partner)", async () => {
    const res = await app.inject({ method: 'GET', url: '/register', headers: { host: 'partner.localhost:8080' } });
    const page = pageOrganisationOf(res.body);
    expect(page.domain).toBe('http://partner.localhost:8080');
    expect(page.organisation.isPartnerOrganisation).toBe(true);
  });

  it('changes the validator with the organisation, so a cached page never shows another organisation', async () => {
    const own = await app.inject({ method: 'GET', url: '/login' });
    const partner = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'partner.localhost:8080', 'if-none-match': String(own.headers.etag) },
    });
    expect(partner.statusCode).toBe(200);
    expect(partner.headers.etag).not.toBe(own.headers.etag);
  });
});

describe('the server paints the page chrome before the app loads', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'dist-painted-'));
  const css = '.chrome{display:flex}';
  const html = `<!doctype html><html><head><script>globalThis.x = 1;</script><script type="module" crossorigin src="/assets/index-9.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-9.css">
  </head><body><div id="root"></div></body></html>`;
  let painted: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(built, 'assets'));
    writeFileSync(path.join(built, 'index.html'), html);
    writeFileSync(path.join(built, 'assets', 'index-9.css'), css);
    writeFileSync(
      path.join(built, 'entry-preloads.json'),
      JSON.stringify({
        pages: [{ path: '/login', files: ['assets/LoginFlow-1.js'], catalogs: { en: ['assets/messages-en.js'] } }],
      }),
    );
    // The shell renderer the build writes beside the app (src/shell/renderShell.tsx), standing in with what it was given.
    mkdirSync(`${built}-shell`);
    writeFileSync(
      `${built}-shell/renderShell.js`,
      'export async function renderShell(r) { return `<div class="chrome">${r.path} ${r.language} ${r.domain} ${r.organisation.organisationId}</div>`; }\n',
    );
    painted = buildApp({ db: t.db, config: defaultConfig({ serveApp: true, distDir: built }) });
    await painted.ready();
  });
  afterAll(async () => {
    await painted?.close();
    rmSync(built, { recursive: true, force: true });
    rmSync(`${built}-shell`, { recursive: true, force: true });
  });

  it("puts the chrome of the page, in the visitor's language and for the origin's organisation, in #root", async () => {
    const res = await painted.inject({
      method: 'GET',
      url: '/login?x=1',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(res.body).toContain(
      '<div id="root" data-entry="/assets/index-9.js"><div class="chrome">/login ru http://localhost:80 1001</div></div>',
    );
  });

  it('loads the app after the first paint: no entry script in the head, the preloads in a template for the starter', async () => {
    const { body } = await painted.inject({ method: 'GET', url: '/login' });
    expect(body).not.toContain('<script type="module"');
    expect(body).toMatch(
      /<template data-after-paint><link rel="modulepreload" crossorigin href="\/assets\/LoginFlow-1\.js">.*<\/template><\/head>/,
    );
  });

  it('writes the stylesheet into the page and allows it by its hash', async () => {
    const res = await painted.inject({ method: 'GET', url: '/login' });
    expect(res.body).toContain(`<style>${css}</style>`);
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(String(res.headers['content-security-policy'])).toContain(
      `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    );
  });
});
