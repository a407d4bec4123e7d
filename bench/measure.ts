import { gzipSync } from 'node:zlib';

import type { BrowserContext, Page, Response } from '@playwright/test';

import { benchStudent } from './pages';

export interface ScriptBytes {
  /** Sum of every script body the page loaded, each gzipped at level 9. */
  bytes: number;
  files: { url: string; bytes: number }[];
}

/**
 * The JavaScript a page loads until the network is idle, as gzip bytes. Each body is gzipped here at
 * level 9 (what the server sent, br or gzip, does not matter), the same way for the app and the baseline.
 */
export async function scriptBytes(page: Page, url: string, settlesOn: string): Promise<ScriptBytes> {
  const bodies = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200 || !type.includes('javascript') || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    if (landed !== settlesOn) throw new Error(`${url} ended on ${landed}, not ${settlesOn}: measured the wrong page`);
    const files = await Promise.all([...bodies].map(async ([fileUrl, size]) => ({ url: fileUrl, bytes: await size })));
    if (files.length === 0) throw new Error(`${url} loaded no JavaScript`);
    return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
  } finally {
    page.off('response', onResponse);
  }
}

/** The app's storage after signing in through /login the way a person does (what the signed-in pages need). */
export async function signInStorage(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email Address').fill(benchStudent.email);
  await page.getByLabel('Password', { exact: true }).fill(benchStudent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home\/dashboard$/, { timeout: 30_000 });
  const state = await context.storageState();
  await page.close();
  return state;
}

/** The localStorage entries of `origin` in a Playwright storage state. */
export function localStorageOf(state: Awaited<ReturnType<BrowserContext['storageState']>>, origin: string) {
  return state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
}
