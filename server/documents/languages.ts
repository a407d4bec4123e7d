import type { LanguageCode } from '../../contracts/languages';

/** The languages documents (receipts, certificates) are printed in. */
export const documentLanguages = ['en', 'es-LA', 'ru', 'zh-CN'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

const locales: Record<DocumentLanguage, string> = {
  en: 'en-US',
  'es-LA': 'es-419',
  ru: 'ru-RU',
  'zh-CN': 'zh-CN',
};

/** The Intl locale that formats a document's amounts and dates. */
export const localeOf = (language: DocumentLanguage) => locales[language];

/** The interface language's document language: the app says 'zh' (contracts/languages.ts), documents Simplified Chinese. */
export const documentLanguageOf = (code: LanguageCode): DocumentLanguage => (code === 'zh' ? 'zh-CN' : code);
