// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveBaseline, type Served } from '../../bench/baselineServer';

/** The benchmark's baseline server must deliver like the reference server, or the comparison is unfair. */
describe('bench baseline server', () => {
  let dir: string;
  let served: Served;
  const script = `export const text = ${JSON.stringify('baseline '.repeat(400))};`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-baseline-test-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    served = await serveBaseline(dir);
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page path with index.html (history routing), never cached', async () => {
    const res = await fetch(`${served.origin}/home/dashboard`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses scripts as the app server does and caches hashed assets', async () => {
    const res = await fetch(`${served.origin}/assets/index-abc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(script);
  });

  it('answers 404 for a missing file instead of the page', async () => {
    expect((await fetch(`${served.origin}/assets/missing.js`)).status).toBe(404);
  });
});
