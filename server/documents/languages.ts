import { intlTagOf, type LanguageCode, languageCodes } from '../../contracts/languages';

/** Documents (receipts, certificates) are printed in the interface languages (contracts/languages.ts, the one list). */
export const documentLanguages = languageCodes;
export type DocumentLanguage = LanguageCode;

/** The Intl locale that formats a document's amounts and dates. */
export const localeOf = (language: DocumentLanguage) => intlTagOf(language);
