import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

/** English interface and an in-memory router, as every view test needs. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </I18nProvider>
  );
}
