import { RouterProvider } from 'react-router-dom';

import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import type { Locale } from '@shared/i18n/locales';
import { type Services, ServicesProvider } from '@shared/services';
import { appStorage } from '@shared/storage';
import { BrandingFlow } from '@flows/chrome';

import type { createAppRouter } from './router';

/** The language choice survives logout (01 §1); a stable function so the provider never re-creates it. */
const rememberLocale = (locale: Locale) => appStorage.set('language', locale);

interface AppProps {
  locale: Locale;
  services: Services;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ locale, services, router }: AppProps) {
  return (
    <LocaleProvider initial={locale} remember={rememberLocale}>
      <ServicesProvider services={services}>
        <BrandingFlow>
          <RouterProvider router={router} />
        </BrandingFlow>
      </ServicesProvider>
    </LocaleProvider>
  );
}
