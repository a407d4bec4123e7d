/**
 * The interface languages (01 §1) and how a browser's preferred languages pick one: shared by the app (first visit)
 * and the server (which catalog to preload with the page, from Accept-Language).
 */
export const languageCodes = ['en', 'es-LA', 'ru', 'zh'] as const;
export type LanguageCode = (typeof languageCodes)[number];
/** The source language: English words are the catalogs' ids, and the fallback for anything unknown. */
export const defaultLanguage: LanguageCode = 'en';

/**
 * The one list of the languages' other names: the label the picker shows (in the language itself), and the BCP 47 tag
 * for Intl, `<html lang>` and printed documents ('es-LA' is no valid region: es-419 is Latin America; 'zh' is
 * Simplified Chinese, zh-CN). The codes above are the wire values the app and the server exchange.
 */
export const languages = {
  en: { label: 'English', intl: 'en-US' },
  'es-LA': { label: 'Español', intl: 'es-419' },
  ru: { label: 'Русский', intl: 'ru-RU' },
  zh: { label: '中文', intl: 'zh-CN' },
} as const satisfies Record<LanguageCode, { label: string; intl: string }>;

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

/** A language code as given (a query parameter, a stored preference), else English. */
export const languageOrDefault = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : defaultLanguage);

/** The BCP 47 tag of a language (Intl, `<html lang>`, documents). */
export const intlTagOf = (code: LanguageCode) => languages[code].intl;

/** The first of the browser's languages we offer (any Spanish is Latin-American Spanish), else undefined. */
export function languageFromTags(tags: readonly string[]): LanguageCode | undefined {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith('es')) return 'es-LA';
    if (lower.startsWith('ru')) return 'ru';
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return undefined;
}

/** The languages of an Accept-Language header, most preferred first (weights respected, `*` ignored). */
export function tagsOfAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
