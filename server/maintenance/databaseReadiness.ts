import type { Queryable } from '../db/types';

/**
 * The readiness probe's database check: whether the database answers `select 1` within `timeoutMs`. A failed or late
 * answer is false, never an error: the probe then says the database is down.
 */
export async function databaseAnswers(db: Queryable, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db.query('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
