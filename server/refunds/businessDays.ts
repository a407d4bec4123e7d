import { localDateOf, nextLocalMidnight } from '../courseTaking/zonedTime';

/*
 * Business days for the Texas cancellation right (Tex. Educ. Code §1001.401: "before midnight of the third business
 * day after enrolling"): Monday to Friday, without the US federal holidays (5 U.S.C. §6103) as observed. Counting
 * holidays out can only lengthen the student's window, never shorten it below the statute's.
 */

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The nth weekday (0 Sunday … 6 Saturday) of a month; n = -1: the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return iso(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

/** A fixed-date holiday as observed: a Saturday one on the Friday before, a Sunday one on the Monday after. */
function observed(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return iso(year, month, day + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0));
}

/** The federal holidays of a year, as observed (YYYY-MM-DD). */
export function federalHolidays(year: number): Set<string> {
  return new Set([
    observed(year, 1, 1),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(year, 6, 19),
    observed(year, 7, 4),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11),
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(year, 12, 25),
  ]);
}

export function isBusinessDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(day.getUTCFullYear()).has(date);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Midnight at the end of a local date. UTC noon of the date is on that same local date in every US zone (UTC−4 to
 * −10), so its next local midnight is the date's end.
 */
export const endOfLocalDate = (date: string, timeZone: string) =>
  nextLocalMidnight(new Date(`${date}T12:00:00Z`), timeZone);

/** Midnight at the end of the nth business day after the instant's local date (the enrolment day never counts). */
export function businessDayDeadline(from: Date, businessDays: number, timeZone: string): Date {
  let date = localDateOf(from, timeZone);
  for (let counted = 0; counted < businessDays;) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) counted += 1;
  }
  return endOfLocalDate(date, timeZone);
}

/** Midnight at the end of the nth calendar day after the instant's local date ("within 30 days of purchase"). */
export function calendarDayDeadline(from: Date, days: number, timeZone: string): Date {
  return endOfLocalDate(addDays(localDateOf(from, timeZone), days), timeZone);
}
