import { expect, type Page } from '@playwright/test';

import type { readAloudMachine } from '@machines/readAloud';

import type { BrowserFlow } from '../paths/browserFlow';
import { courseNames, launchFromDashboard, pathAccount } from './courseTaking.browserSupport';
import { readAloudModel } from './readAloud.model';

declare global {
  interface Window {
    /** The test voice's controls (readAloud.browser.ts): end or fail the utterance being read. */
    __testVoice?: { finish: () => void; fail: () => void; reading: () => number };
  }
}

/**
 * Headless Chromium has no voice, so the page would only say there is none. Like the fake camera of the identity
 * checks, the paths give it one: the browser's speech synthesis with a single voice that reads each utterance until
 * the path says it has been read (or that the browser failed). Everything else is the page's own code.
 */
function installTestVoice() {
  const reading: SpeechSynthesisUtterance[] = [];
  const voice = { name: 'Test voice', lang: 'en-US', default: true, localService: true, voiceURI: 'test-voice' };
  const end = (utterance: SpeechSynthesisUtterance | undefined, error?: string) => {
    if (!utterance) return;
    const handler = error ? utterance.onerror : utterance.onend;
    handler?.call(utterance, { error } as never);
  };
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    getVoices: () => [voice],
    speak: (utterance: SpeechSynthesisUtterance) => void reading.push(utterance),
    cancel: () => reading.splice(0).forEach((u) => end(u, 'canceled')),
    pause: () => undefined,
    resume: () => undefined,
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  window.__testVoice = {
    finish: () => end(reading.shift()),
    fail: () => end(reading.shift(), 'synthesis-failed'),
    reading: () => reading.length,
  };
}

/** Waits for the page to be reading a section, then ends it as the path says. */
async function endReading(page: Page, how: 'finish' | 'fail') {
  await expect.poll(() => page.evaluate(() => window.__testVoice?.reading() ?? 0)).toBeGreaterThan(0);
  await page.evaluate((end) => window.__testVoice?.[end](), how);
}

/**
 * Read aloud in the browser, in chapter 1 of the demo course (two sections, as the model's) opened from the
 * dashboard by a seeded student, with a test voice: Chromium here has none. The page's clock stands still while the
 * paths read, so the chapter counts no study time.
 */
export const readAloudBrowser: BrowserFlow<typeof readAloudMachine> = {
  model: readAloudModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: pathAccount('readAloud'),
  open: async (page) => {
    // The voice is in place from the next page load on (the chapter's, by its address).
    await page.addInitScript(installTestVoice);
    await launchFromDashboard(page, courseNames.demo, 1);
    await expect(page.getByRole('heading', { level: 1, name: /^Chapter 1 of 3/ })).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  },
  perform: {
    'read.start': (page) => page.getByRole('button', { name: 'Read aloud' }).click(),
    'read.pause': (page) => page.getByRole('button', { name: 'Pause' }).click(),
    'read.resume': (page) => page.getByRole('button', { name: 'Resume' }).click(),
    'read.stop': (page) => page.getByRole('button', { name: 'Stop reading' }).click(),
    // The browser's speech: the section has been read, or the browser stopped reading.
    'xstate.done.actor.speakSection': (page) => endReading(page, 'finish'),
    'xstate.error.actor.speakSection': (page) => endReading(page, 'fail'),
  },
  states: {
    idle: async (page) => {
      await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Stop reading' })).toHaveCount(0);
    },
    'speaking.playing': async (page) => {
      await expect(page.getByText(/^Reading section [12] of 2…$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    },
    'speaking.paused': async (page) => {
      await expect(page.getByText(/^Paused at section [12] of 2\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    },
    finished: (page) => expect(page.getByText('The whole chapter has been read.')).toBeVisible(),
    failed: (page) =>
      expect(page.getByRole('alert').filter({ hasText: 'Your browser stopped reading aloud.' })).toBeVisible(),
  },
};
