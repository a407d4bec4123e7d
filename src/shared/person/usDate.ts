import { usDatePattern } from '@contracts/account';

/** A real calendar date written MM-DD-YYYY, as a UTC date; undefined otherwise (e.g. 02-30-2000). */
export function parseUsDate(value: string): Date | undefined {
  if (!usDatePattern.test(value)) return undefined;
  const [month, day, year] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** 'YYYY-MM-DD' (a native date input's value) → 'MM-DD-YYYY'. */
export function usDateFromIso(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${month}-${day}-${year}` : '';
}

/** 'MM-DD-YYYY' → 'YYYY-MM-DD', or '' when it is not a real date. */
export function isoFromUsDate(value: string): string {
  return parseUsDate(value) ? `${value.slice(6)}-${value.slice(0, 5)}` : '';
}

/** 'YYYY-MM-DD' → a UTC date. */
export const isoDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The UTC calendar day of a moment, as 'YYYY-MM-DD'. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
