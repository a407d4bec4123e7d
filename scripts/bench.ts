/**
 * Page-weight and Lighthouse benchmark (README "Performance"; docs/decisions.md "Page-weight benchmark").
 *
 *   npm run bench                  # 3 Lighthouse runs per page, medians
 *   BENCH_RUNS=1 npm run bench     # quicker, noisier
 *   BENCH_SMOKE=1 npm run bench    # smoke mode (bench/smoke.ts): /login only, one run, no verdict on the figures
 *   BENCH_APP_DIR=dist …           # measure an app already built there (and its render of the chrome in dist-shell)
 *
 * Builds the app (as the tree has it, into bench/.out/app; dist/ is left alone) and the bare React 19 +
 * react-router-dom app of bench/baseline-app (bench/.out/baseline), serves the app with the reference server
 * (embedded database in a temporary folder) and the baseline with the same compression, then for every page of
 * bench/pages.ts measures the gzip KB of JavaScript loaded (Playwright, Debian's Chromium) and Lighthouse's
 * performance score, LCP and TBT (mobile preset, simulated throttling), for the page and its baseline page.
 * Exits non-zero when a page loads over 1.5x the baseline's JavaScript, scores below 0.95, or has an LCP over
 * 1.3x the baseline's. A benchmark, not a test: the Lighthouse figures vary with the machine.
 */
import path from 'node:path';

import { type Browser as PlaywrightBrowser, chromium } from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';

import { startAppServer } from '../bench/appServer';
import { serveBaseline, type Served } from '../bench/baselineServer';
import { buildApp, buildBaseline, repoRoot } from '../bench/build';
import {
  chromiumFlags,
  chromiumPath,
  launchLighthouseChrome,
  type LighthouseFigures,
  lighthouseRun,
  noSignalHandlers,
} from '../bench/lighthouse';
import { localStorageOf, scriptBytes, signInStorage } from '../bench/measure';
import { benchPages } from '../bench/pages';
import { benchSetting, benchSmoke } from '../bench/smoke';
import { median, type PageFigures, seconds, verdictLine } from '../bench/verdict';

const runs = benchSetting('BENCH_RUNS', 3, 1);
const prebuilt = process.env.BENCH_APP_DIR ? path.resolve(repoRoot, process.env.BENCH_APP_DIR) : undefined;
const appDir = prebuilt ?? path.join(repoRoot, 'bench/.out/app');
const pages = benchSmoke ? benchPages.slice(0, 1) : benchPages;
const baselineDir = path.join(repoRoot, 'bench/.out/baseline');

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
/** Stops servers and browsers, newest first; a signal and the failure it causes share one run, so neither exits early. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.splice(0).reverse())
      await step().catch((error: unknown) => console.error('cleanup:', error));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  const started = Date.now();
  log(prebuilt ? `the app as built in ${prebuilt}; building the baseline…` : 'building the app and the baseline…');
  if (!prebuilt) await buildApp(appDir);
  await buildBaseline(baselineDir);

  const app: Served = await startAppServer(
    appDir,
    process.env.BENCH_APP_PORT ? Number(process.env.BENCH_APP_PORT) : undefined,
  );
  cleanups.push(app.close);
  const baseline = await serveBaseline(baselineDir, Number(process.env.BENCH_BASELINE_PORT ?? 0));
  cleanups.push(baseline.close);
  log(`app ${app.origin}, baseline ${baseline.origin}`);

  const browser: PlaywrightBrowser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', ...chromiumFlags],
    ...noSignalHandlers,
  });
  cleanups.push(() => browser.close());
  const session = await signInStorage(await browser.newContext(), app.origin);

  const bytes = new Map<string, { app: number; baseline: number }>();
  for (const page of pages) {
    const measure = async (url: string, settlesOn: string, storageState?: typeof session) => {
      const context = await browser.newContext({ storageState });
      try {
        return (await scriptBytes(await context.newPage(), url, settlesOn)).bytes;
      } finally {
        await context.close();
      }
    };
    bytes.set(page.path, {
      app: await measure(app.origin + page.path, page.settlesOn, page.signedIn ? session : undefined),
      baseline: await measure(baseline.origin + page.baselinePath, page.baselinePath),
    });
  }
  await browser.close();
  cleanups.pop();

  const chrome: PuppeteerBrowser = await launchLighthouseChrome();
  cleanups.push(() => chrome.close());
  const appStorage = localStorageOf(session, app.origin);
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const appRuns: LighthouseFigures[] = [];
    const baselineRuns: LighthouseFigures[] = [];
    // Interleaved, so a slow spell of the machine hits both sides.
    for (let i = 0; i < runs; i++) {
      appRuns.push(
        await lighthouseRun(chrome, app.origin + page.path, page.settlesOn, page.signedIn ? appStorage : []),
      );
      baselineRuns.push(await lighthouseRun(chrome, baseline.origin + page.baselinePath, page.baselinePath));
    }
    const mid = (list: LighthouseFigures[], key: keyof LighthouseFigures) => median(list.map((r) => r[key]));
    const b = bytes.get(page.path)!;
    figures.push({
      path: page.path,
      bytes: b.app,
      baselineBytes: b.baseline,
      score: mid(appRuns, 'score'),
      baselineScore: mid(baselineRuns, 'score'),
      lcpMs: mid(appRuns, 'lcpMs'),
      baselineLcpMs: mid(baselineRuns, 'lcpMs'),
      tbtMs: mid(appRuns, 'tbtMs'),
      baselineTbtMs: mid(baselineRuns, 'tbtMs'),
    });
    log(`  ${page.path} measured`);
  }

  printTable(figures);
  log(
    `(JS: every script body gzipped at level 9; Lighthouse: medians of ${runs} run(s), mobile preset, simulated throttling; ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  const verdicts = figures.map(verdictLine);
  for (const line of verdicts) log(line);
  if (benchSmoke) {
    log('(smoke run: the verdicts are not judged; `npm run bench` judges them)');
    return 0;
  }
  return verdicts.some((line) => line.includes(': FAIL')) ? 1 : 0;
}

function printTable(figures: PageFigures[]) {
  const head = [
    'page',
    'JS gzip KB',
    'baseline KB',
    'ratio',
    'score',
    'baseline score',
    'LCP',
    'baseline LCP',
    'TBT',
    'baseline TBT',
  ];
  const rows = figures.map((f) => [
    f.path,
    kb(f.bytes),
    kb(f.baselineBytes),
    (f.bytes / f.baselineBytes).toFixed(2),
    f.score.toFixed(2),
    f.baselineScore.toFixed(2),
    seconds(f.lcpMs),
    seconds(f.baselineLcpMs),
    `${Math.round(f.tbtMs)} ms`,
    `${Math.round(f.baselineTbtMs)} ms`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  log('');
  log(line(head));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
  log('');
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
