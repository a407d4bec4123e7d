import { intlLocale, isLocale } from '@shared/i18n/locales';

/** A completion date (YYYY-MM-DD, a calendar day) written out for the reader's language, e.g. 'March 14, 2026'. */
export function formatCompletionDate(isoDate: string, locale: string): string {
  // Read and written in UTC: the day printed on the certificate, whatever the reader's time zone.
  return new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
