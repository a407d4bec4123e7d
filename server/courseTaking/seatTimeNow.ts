import { type Clock, systemClock } from '../clock';
import type { Queryable } from '../db/types';

/**
 * Seat time's "now". On real time it is the database's clock: a study window opened on one instance and credited on
 * another is measured by one clock, so instances whose clocks disagree can neither add nor lose a student's minutes.
 * A clock the app was given (a test's, or the development clock the browser tests move) is the authority it is
 * meant to be.
 */
export async function seatTimeNow(tx: Queryable, clock: Clock): Promise<Date> {
  if (clock !== systemClock) return clock();
  const [row] = await tx.query<{ now: Date }>('select now() as now');
  return new Date(row.now);
}
