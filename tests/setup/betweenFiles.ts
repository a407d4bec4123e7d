import { i18n } from '@lingui/core';
import { afterAll, vi } from 'vitest';

/*
 * Unit and model test files share their worker (`isolate: false` in vite.config.ts: a fresh module graph and jsdom
 * window per file were most of the stage's time, docs/decisions.md "The test run's time"). Each file therefore leaves
 * the worker as it found it: real timers, no stubbed globals or spies, nothing rendered or stored, English.
 */
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    document.body.replaceChildren();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (i18n.locale && i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
});
