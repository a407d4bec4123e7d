import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pathResultsSchema } from '../../contracts/devTools';
import * as pages from '../../contracts/pages';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { useTestServer } from './helpers';

/*
 * The flow catalogue's own build (dist-dev, beside dist) is served at /dev/flows by development servers,
 * to this machine only; the browser paths' last results are listed for it.
 */
const t = useTestServer();
const root = mkdtempSync(path.join(tmpdir(), 'devtools-'));
const dist = path.join(root, 'dist');
const devHtml =
  '<!doctype html><html><head><script>globalThis.x = 1;</script></head><body><div id="root"></div></body></html>';
let dev: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  mkdirSync(path.join(`${dist}-dev`, 'assets'), { recursive: true });
  writeFileSync(path.join(`${dist}-dev`, 'dev-flows.html'), devHtml);
  writeFileSync(path.join(`${dist}-dev`, 'assets', 'main-abc.js'), 'console.log("catalogue");');
  writeFileSync(path.join(`${dist}-dev`, 'secret.txt'), 'not an asset');
  dev = buildApp({ db: t.db, config: defaultConfig({ serveApp: true, distDir: dist, devMailbox: true }) });
  production = buildApp({ db: t.db, config: defaultConfig({ serveApp: true, distDir: dist, devMailbox: false }) });
  await Promise.all([dev.ready(), production.ready()]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), production?.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe('dev tools pages', () => {
  it('serves the catalogue page and its assets, with its inline script allowed by hash', async () => {
    const page = await dev.inject({ method: 'GET', url: pages.devFlows });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(devHtml);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const asset = await dev.inject({ method: 'GET', url: `${pages.devFlows}/assets/main-abc.js` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
  });

  it('reads nothing outside its assets, and answers no other machine', async () => {
    // A name that is not a built file's is refused as such (400); a file that is not a script or a stylesheet is not found.
    const outside = await dev.inject({ method: 'GET', url: `${pages.devFlows}/assets/..%2Fsecret.txt` });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).not.toContain('not an asset');
    expect((await dev.inject({ method: 'GET', url: `${pages.devFlows}/assets/secret.txt` })).statusCode).toBe(400);
    expect((await dev.inject({ method: 'GET', url: `${pages.devFlows}/assets/other-abc.js` })).statusCode).toBe(404);
    const remote = await dev.inject({ method: 'GET', url: pages.devFlows, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('is absent from a production server, whose app fallback never serves it either', async () => {
    for (const url of [
      pages.devFlows,
      `${pages.devFlows}/assets/main-abc.js`,
      apiPaths.devPathsResults,
      '/dev-flows.html',
    ])
      expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('lists the browser paths’ last results', async () => {
    const res = await dev.inject({ method: 'GET', url: apiPaths.devPathsResults });
    expect(res.statusCode).toBe(200);
    expect(() => pathResultsSchema.parse(res.json())).not.toThrow();
  });
});
