/** The interface languages (01 §1): the app's names for the one list in contracts/languages.ts. */
import {
  defaultLanguage,
  intlTagOf,
  isLanguageCode,
  type LanguageCode,
  languageCodes,
  languages,
} from '@contracts/languages';

/** Each language's name written in that language, and its Intl tag. */
export const locales = languages;

export type Locale = LanguageCode;
export const localeCodes: readonly Locale[] = languageCodes;
export const defaultLocale: Locale = defaultLanguage;
export const isLocale = isLanguageCode;
/** The BCP 47 tag for Intl and `<html lang>` (es-LA is not a valid region; es-419 is Latin America). */
export const intlLocale = intlTagOf;
