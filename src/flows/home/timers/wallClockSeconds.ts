/** Calls `tick` every second until the returned stop is called. */
export type EverySecond = (tick: () => void) => () => void;

/**
 * A countdown's clock: one tick per whole `step` passed by the browser's clock, so a background tab whose timers the
 * browser slows down catches up when it runs again (Playwright's clock drives it in browser tests).
 */
export const wallClockSeconds =
  (step: number): EverySecond =>
  (tick) => {
    const started = Date.now();
    let ticked = 0;
    const id = window.setInterval(() => {
      const due = Math.floor((Date.now() - started) / step);
      for (; ticked < due; ticked++) tick();
    }, step);
    return () => window.clearInterval(id);
  };
