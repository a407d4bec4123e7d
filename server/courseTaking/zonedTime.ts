/*
 * Days in a course state's time zone (the daily cap's "today" and its midnight), with Intl only: the offset of a zone
 * at an instant is read from formatToParts, so daylight-saving changes are the zone database's, not ours.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds the zone is ahead of UTC at the instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time of the zone happens (the later reading when the clock jumps back). */
function instantOf(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let instant = guess - offsetAt(new Date(guess), timeZone);
  // A second pass settles a guess that crossed a daylight-saving change.
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The zone's calendar date at the instant, as YYYY-MM-DD. */
export function localDateOf(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** When the zone's current day began (its midnight). */
export function startOfLocalDay(instant: Date, timeZone: string): Date {
  const w = wallClockAt(instant, timeZone);
  return instantOf(w.year, w.month, w.day, timeZone);
}

/** The zone's next midnight after the instant. */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  const w = wallClockAt(instant, timeZone);
  // Date.UTC rolls the day over months and years.
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return instantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
}
