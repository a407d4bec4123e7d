/** The interface languages (01 §1) with their names written in their own language. */
export const locales = {
  en: { label: 'English', intl: 'en-US' },
  'es-LA': { label: 'Español', intl: 'es-419' },
  ru: { label: 'Русский', intl: 'ru-RU' },
  zh: { label: '中文', intl: 'zh-CN' },
} as const;

export type Locale = keyof typeof locales;
export const localeCodes = Object.keys(locales) as Locale[];
export const defaultLocale: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in locales;
/** The BCP 47 tag for Intl and `<html lang>` (es-LA is not a valid region; es-419 is Latin America). */
export const intlLocale = (locale: Locale) => locales[locale].intl;
