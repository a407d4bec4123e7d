import { type DocumentLanguage, localeOf } from './languages';

/** Amounts, dates and hours as the document's language writes them (Intl, so no per-language code here). */

export const formatMoney = (language: DocumentLanguage, amount: number) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' }).format(amount);

/** A moment's calendar day; UTC unless the caller knows the student's zone (the day must not move with the server's). */
export const formatDate = (language: DocumentLanguage, date: Date, timeZone = 'UTC') =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone }).format(date);

/** A 'YYYY-MM-DD' calendar date (no time, no zone); anything else is printed as given rather than guessed at. */
export function formatCalendarDate(language: DocumentLanguage, isoDate: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return formatDate(language, date, 'UTC');
}

/** Hours with at most one decimal (8, 7.5; '7,5' in Russian). */
export const formatHours = (language: DocumentLanguage, hours: number) =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(hours);
