import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import type { ShellRequest } from '@contracts/shell';
import { brandingAnswered, brandingMachine } from '@machines/branding';
import { createSessionSignals } from '@shared/api/sessionSignals';
import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import { intlLocale, type Locale } from '@shared/i18n/locales';
import { type Services, ServicesProvider } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';
import { AppChrome } from '@flows/chrome/AppChrome';
import { BrandingContext } from '@flows/chrome/BrandingContext';
import { RouteFallback } from '@app/RouteFallback';

import { serverStorageArea } from './serverStorageArea';

const mainCatalog: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  'es-LA': () => import('../../locales/es-LA/messages.po'),
  ru: () => import('../../locales/ru/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
};
const instances = new Map<Locale, Promise<I18n>>();
/** One Lingui instance per language with the words every page has (the chrome's are in the main catalog). */
function i18nFor(language: Locale): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = mainCatalog[language]().then(({ messages }) =>
      setupI18n({ locale: language, locales: [intlLocale(language)], messages: { [language]: messages } }),
    );
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The server's render of what the app's first render shows before the page's code arrives: the chrome of the page
 * (header with the organisation's logo, banner, stepper, footer) around the loader, in the visitor's language, signed
 * out except under /home. The server puts it in the page's HTML, so the chrome paints with the HTML; the app's first
 * render (the same chrome around the same loader) replaces it. It makes no calls: the organisation is given.
 */
export async function renderShell({ path, language, domain, organisation }: ShellRequest): Promise<string> {
  const i18n = await i18nFor(language);
  const services: Services = {
    endpoints: () => {
      throw new Error('the server render of the chrome makes no calls');
    },
    storage: createAppStorage(serverStorageArea()),
    signals: createSessionSignals(),
  };
  const snapshot = brandingAnswered({ domain }, organisation);
  return withControlsDisabled(
    renderToString(
      <LocaleProvider initial={language} remember={() => undefined} i18n={i18n}>
        <ServicesProvider services={services}>
          <BrandingContext.Provider logic={brandingMachine} options={{ input: { domain }, snapshot }}>
            <StaticRouter location={path}>
              <AppChrome signedIn={path.startsWith('/home/')} onLogout={() => undefined}>
                <RouteFallback />
              </AppChrome>
            </StaticRouter>
          </BrandingContext.Provider>
        </ServicesProvider>
      </LocaleProvider>,
    ),
  );
}

/**
 * The server's chrome cannot act (the app is not loaded yet): its buttons and the language list are disabled, so a
 * choice made in that moment is not silently dropped when the app replaces it. Links stay (they work without it).
 */
const withControlsDisabled = (html: string) => html.replace(/<(button|select)\b/g, '<$1 disabled=""');
