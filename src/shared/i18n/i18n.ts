import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, intlLocale, isLocale, type Locale } from './locales';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  'es-LA': () => import('../../../locales/es-LA/messages.po'),
  ru: () => import('../../../locales/ru/messages.po'),
  zh: () => import('../../../locales/zh/messages.po'),
};

/** Loads a language's catalog, activates it, and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
  document.documentElement.lang = intlLocale(locale);
}

/** The stored choice, else the browser's language when we offer it, else English. */
export function initialLocale(stored: unknown, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('es')) return 'es-LA';
    if (lower.startsWith('ru')) return 'ru';
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return defaultLocale;
}

export { i18n };
