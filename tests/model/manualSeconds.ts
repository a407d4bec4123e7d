/** A page clock the path ticks by hand: `everySecond` for the view, `fire` for a 'clock.second' step. */
export function manualSeconds() {
  let tick: (() => void) | undefined;
  return {
    everySecond: (next: () => void) => {
      tick = next;
      return () => {
        if (tick === next) tick = undefined;
      };
    },
    fire: () => tick?.(),
  };
}
