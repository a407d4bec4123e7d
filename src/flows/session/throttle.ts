/**
 * A leading-edge gate: `pass()` is true at most once per `intervalMs`. Activity events fire
 * many times a second; the session machine needs to hear about them only now and then.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    pass(): boolean {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
  };
}
