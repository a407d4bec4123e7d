/**
 * The payment-redirect loader (02 §2 Cart): its percentage rises by `step` every `redirectProgressTick`
 * (machines/timings.ts), stops at `cap` until the gateway answers, and shows 100 on success. The spec gives
 * no numbers; these keep the loader moving for the few seconds a card charge takes.
 */
export const redirectProgress = { step: 7, cap: 95, done: 100 } as const;

/** The loader's next percentage after one tick. */
export const nextRedirectProgress = (progress: number): number =>
  Math.min(redirectProgress.cap, progress + redirectProgress.step);

/** The payment-redirect loader's percentage, rising while a card or wallet payment runs (02 §2 Cart). */
export const redirectLoader = {
  initial: 'ticking',
  states: {
    ticking: {
      after: {
        redirectProgressTick: {
          guard: 'belowProgressCap',
          target: 'ticking',
          reenter: true,
          actions: 'advanceProgress',
        },
      },
    },
  },
} as const;
