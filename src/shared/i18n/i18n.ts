import { i18n, type Messages } from '@lingui/core';

import { languageFromTags } from '@contracts/languages';

import { defaultLocale, intlLocale, isLocale, type Locale } from './locales';

type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

const mainCatalog: CatalogLoaders = {
  en: () => import('../../../locales/en/messages.po'),
  'es-LA': () => import('../../../locales/es-LA/messages.po'),
  ru: () => import('../../../locales/ru/messages.po'),
  zh: () => import('../../../locales/zh/messages.po'),
};

/** Catalog parts loaded with their routes (catalogParts.ts); a language change reloads every part in use. */
const partsInUse = new Map<string, CatalogLoaders>();

/** The language being activated: a part asked for meanwhile loads in it, beside the main catalog (lingui merges). */
let activating: Locale | undefined;

/** Loads a language's catalogs (the main one and every part in use), activates it, and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  activating = locale;
  try {
    const loaded = await Promise.all([mainCatalog, ...partsInUse.values()].map((loaders) => loaders[locale]()));
    const messages: Messages = Object.assign({}, ...loaded.map((catalog) => catalog.messages));
    // load merges (loadAndActivate would replace, dropping a part that arrived first), then activate.
    i18n.load(locale, messages);
    i18n.activate(locale, [intlLocale(locale)]);
    document.documentElement.lang = intlLocale(locale);
  } finally {
    if (activating === locale) activating = undefined;
  }
}

/** Adds a catalog part for the active language (once); later language changes load it too. */
export async function addCatalogPart(name: string, loaders: CatalogLoaders): Promise<void> {
  if (partsInUse.has(name)) return;
  partsInUse.set(name, loaders);
  const locale = activating ?? (isLocale(i18n.locale) ? i18n.locale : defaultLocale);
  const { messages } = await loaders[locale]();
  i18n.load(locale, messages);
}

/** The stored choice, else the browser's language when we offer it, else English. */
export function initialLocale(stored: unknown, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  return languageFromTags(browserLanguages) ?? defaultLocale;
}

export { i18n };
