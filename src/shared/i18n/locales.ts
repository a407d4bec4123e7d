/**
 * The interface languages (01 §1): the app's names for the one list in contracts/languages.ts. Re-exported, not
 * copied into new constants, so the first file carries each once.
 */
export {
  defaultLanguage as defaultLocale,
  intlTagOf as intlLocale,
  isLanguageCode as isLocale,
  type LanguageCode as Locale,
  languageCodes as localeCodes,
  languages as locales,
} from '@contracts/languages';
