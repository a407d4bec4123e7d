import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** A fresh module graph: the failure wording has not been loaded yet, as on a page's first failure. */
async function freshHooks() {
  vi.resetModules();
  return import('./useFailureMessage');
}

describe('failure wording loaded on first use', () => {
  beforeAll(() => {
    if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('words a failure once its tables arrive (empty for that moment, never the raw code)', async () => {
    const { useFailureMessage } = await freshHooks();
    const failure = { kind: 'failure' as const, httpStatus: 503, code: 'SERVICE_UNAVAILABLE', message: '' };
    const { result } = renderHook(() => useFailureMessage(failure), { wrapper });
    expect(result.current).toBe('');
    await waitFor(() =>
      expect(result.current).toBe('The service is temporarily unavailable. Please try again in a moment.'),
    );
  });

  it('without a failure gives the generic error at once, and loads nothing', async () => {
    const { useFailureMessage } = await freshHooks();
    const wording = await import('./failureWording');
    const { result } = renderHook(() => useFailureMessage(undefined), { wrapper });
    expect(result.current).toBe('Oops. Something went wrong. Please try again later.');
    expect(wording.failureWording.loaded()).toBeUndefined();
  });

  it("when the wording cannot load (offline), shows the server's own message rather than nothing", async () => {
    vi.resetModules();
    vi.doMock('./failureMessages', () => Promise.reject(new Error('offline')));
    const { useFailureMessage } = await import('./useFailureMessage');
    const failure = { kind: 'failure' as const, httpStatus: 500, message: 'We could not register you to the course' };
    const { result } = renderHook(() => useFailureMessage(failure), { wrapper });
    await waitFor(() => expect(result.current).toBe('We could not register you to the course'));
    vi.doUnmock('./failureMessages');
  });
});
