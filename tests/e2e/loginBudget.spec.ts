import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { serveBaseline, type Served } from '../../bench/baselineServer';
import { buildBaseline } from '../../bench/build';
import { scriptBytes } from '../../bench/measure';
import { benchPages } from '../../bench/pages';
import { limits } from '../../bench/verdict';

/**
 * README "Performance": the JavaScript /login and /register load is at most 1.5x that of a bare React 19 +
 * react-router-dom app (bench/baseline-app) built in the same run by the same Vite. Measured as
 * `npm run bench` measures it (bench/measure.ts); `npm run bench` adds Lighthouse and the later pages.
 */
const firstPages = benchPages.filter((p) => p.path === '/login' || p.path === '/register');

test.describe.configure({ mode: 'serial' });

let baselineDir: string;
let baseline: Served;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  baselineDir = mkdtempSync(path.join(tmpdir(), 'budget-baseline-'));
  await buildBaseline(baselineDir);
  baseline = await serveBaseline(baselineDir);
});

test.afterAll(async () => {
  await baseline?.close();
  if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
});

for (const benchPage of firstPages) {
  test(`${benchPage.path} loads at most ${limits.maxBytesRatio}x the JavaScript of a bare React app`, async ({
    page,
    browser,
  }, testInfo) => {
    const app = await scriptBytes(page, benchPage.path, benchPage.settlesOn);
    const context = await browser.newContext();
    const bare = await scriptBytes(
      await context.newPage(),
      baseline.origin + benchPage.baselinePath,
      benchPage.baselinePath,
    );
    await context.close();

    const ratio = app.bytes / bare.bytes;
    const figure = `${(app.bytes / 1024).toFixed(1)} KB gzip in ${app.files.length} files, baseline ${(bare.bytes / 1024).toFixed(1)} KB: ${ratio.toFixed(2)}x`;
    testInfo.annotations.push({ type: 'page-js', description: `${benchPage.path}: ${figure}` });
    console.log(`${benchPage.path} JavaScript: ${figure}`);
    expect(ratio).toBeLessThanOrEqual(limits.maxBytesRatio);
  });
}
