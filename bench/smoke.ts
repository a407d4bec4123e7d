/**
 * A benchmark's smoke mode: BENCH_SMOKE=1 runs the same code with small numbers for a few seconds, so a benchmark that
 * no longer runs fails the test run (`npm run bench:smoke`, a stage of `npm test`). It judges nothing on speed: a smoke
 * run's figures mean nothing, on a machine busy with other tests. What is wrong whatever the speed (an update lost, a
 * request refused) still fails it.
 */
export const benchSmoke = process.env.BENCH_SMOKE === '1';

/** A positive number setting: the environment's when set, else the smoke mode's or the full run's default. */
export function benchSetting(name: string, full: number, smoke: number): number {
  const set = process.env[name];
  if (set === undefined || set === '') return benchSmoke ? smoke : full;
  const value = Number(set);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got '${set}')`);
  return value;
}

/** A text setting: the environment's when set, else the smoke mode's or the full run's default. */
export const benchText = (name: string, full: string, smoke: string): string =>
  process.env[name] || (benchSmoke ? smoke : full);
