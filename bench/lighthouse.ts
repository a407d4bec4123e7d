import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium with the flags of the e2e suite (puppeteer adds --headless itself). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Signals are left to the caller, whose cleanup closes this browser and its servers (puppeteer's would exit first). */
export const noSignalHandlers = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false } as const;

export const launchLighthouseChrome = () =>
  puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    defaultViewport: null,
    args: chromiumFlags,
    ...noSignalHandlers,
  });

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * One Lighthouse run: performance category, default config (mobile preset, simulated throttling). Lighthouse
 * clears the HTTP cache and the origin's caches but keeps localStorage (its default `clearStorageTypes`), so
 * the page's localStorage is set here first: emptied, or holding a signed-in session.
 */
export async function lighthouseRun(
  browser: Browser,
  url: string,
  settlesOn: string,
  storage: StorageEntry[] = [],
): Promise<LighthouseFigures> {
  // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, "run Lighthouse again"): one more try.
  try {
    return await lighthouseOnce(browser, url, settlesOn, storage);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.warn(`${error.message}; running it again`);
    return lighthouseOnce(browser, url, settlesOn, storage);
  }
}

type StorageEntry = { name: string; value: string };
class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(
  browser: Browser,
  url: string,
  settlesOn: string,
  storage: StorageEntry[],
): Promise<LighthouseFigures> {
  const page = await browser.newPage();
  try {
    const { origin } = new URL(url);
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (storage.length) {
      // A same-origin page that loads no app code: the app's /health (the baseline never needs storage).
      await page.goto(`${origin}/health`);
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, storage);
    }
    await cdp.detach();
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== settlesOn) throw new Error(`Lighthouse on ${url} ended on ${landed}, not ${settlesOn}`);
    const score = lhr.categories.performance?.score;
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue;
    const tbtMs = lhr.audits['total-blocking-time']?.numericValue;
    if (score == null || lcpMs == null || tbtMs == null)
      throw new Error(`Lighthouse on ${url} gave no score, LCP or TBT`);
    return { score, lcpMs, tbtMs };
  } finally {
    await page.close();
  }
}
