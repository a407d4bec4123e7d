import { typingPhrase, type TypingSample } from '../../../contracts/typingPattern';

/*
 * Synthetic typists for the detector's tests and benchmark (no real keystroke data may be stored here). Deterministic:
 * the same seed gives the same typists and samples.
 *
 * The model: how long one holds a key is mostly personal (a typist's own level, 70–140 ms, varying a little from key
 * to key), while how long a letter pair takes is partly shared by everyone (a roll on one hand is fast for all, a
 * reach across the keyboard slow) and partly one's own: the population's time for the pair, scaled by the typist's
 * overall speed, times a personal deviation. Each sample varies around those means, log-normally (a time is never
 * negative), by the typist's own coefficient of variation, which differs from key to key (the flights into and out of
 * a space vary most: people type word by word); plus a small tempo change per sample (the same person is a little
 * faster or slower on another day), the keyboard's 8 ms polling, and, rarely, a hesitation before a key.
 */

/** A small, fast, seedable PRNG (mulberry32): uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal (Box–Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random(); // (0, 1]: log(0) never happens
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const uniform = (random: () => number, low: number, high: number) => low + (high - low) * random();

/** A log-normal draw with the given mean and coefficient of variation: positive, right-skewed like real timings. */
function logNormal(random: () => number, mean: number, cv: number): number {
  const sigma = Math.sqrt(Math.log(1 + cv * cv));
  return mean * Math.exp(sigma * gaussian(random) - (sigma * sigma) / 2);
}

/** A typist's own hold level (ms): typical key holds are 70–140 ms. */
const holdRangeMs = [70, 140] as const;
/** How much a key's hold departs from the typist's level, shared by everyone (e.g. a little finger holds longer). */
const keyHoldSpread = 0.08;
/** Population means of a down-down flight (ms): 80 ms for a fast roll to 300 ms for an awkward reach. */
const flightRangeMs = [80, 300] as const;
/** Typists' overall speed: log-normal spread of a typist's flights around the population's (0.25 ≈ ±25 %). */
const speedSpread = 0.25;
/** How far one person's mean for a letter pair departs from their overall speed (the "signature"). */
const personalFlightSpread = 0.2;
/** How far one person's hold of a key departs from their own hold level. */
const personalHoldSpread = 0.1;
/** Sample-to-sample variability of one typist (coefficient of variation): 10–25 %. */
const cvRange = [0.1, 0.25] as const;
/** How much the variability of one key or pair departs from the typist's own (log-normal spread, shared by no one). */
const featureCvSpread = 0.3;
/** Flights into and out of a space vary this much more: people type word by word. */
const wordBoundaryCvFactor = 1.5;
/** A whole sample being a little faster or slower than usual (coefficient of variation of a per-sample factor). */
const tempoCv = 0.05;
/** Chance that a given key is preceded by a hesitation (≈ 1 sample in 6 of a 39-key phrase has one). */
const defaultPauseChance = 0.005;
/** A hesitation adds this much to the flight (ms). */
const pauseRangeMs = [250, 900] as const;
/** A USB keyboard reports at 125 Hz by default: key events reach the browser on an 8 ms grid. */
const keyboardPollMs = 8;
/** Browsers coarsen `event.timeStamp` (Chrome 0.1 ms, Firefox 1 ms without isolation): round like Chrome. */
const clockResolutionMs = 0.1;

export interface SyntheticTypist {
  id: number;
  /** Mean hold per key of the phrase (ms). */
  holdMeans: number[];
  /** Mean down-down time per pair of consecutive keys (ms). */
  flightMeans: number[];
  /** This typist's overall coefficient of variation. */
  cv: number;
  /** Coefficient of variation of each key's hold. */
  holdCvs: number[];
  /** Coefficient of variation of each pair's down-down time. */
  flightCvs: number[];
}

export interface Population {
  /** Shared factor of each key's hold (around 1), applied to a typist's own level. */
  holdBase: number[];
  /** Population mean down-down per pair of keys (ms). */
  flightBase: number[];
  /** Per pair of keys: whether it crosses a word boundary (a space on either side). */
  wordBoundary: boolean[];
}

export interface PopulationOptions {
  seed: number;
  phrase?: string;
}

/** The shared part of the rhythm: one draw per key and per pair of the phrase. */
export function makePopulation({ seed, phrase = typingPhrase }: PopulationOptions): Population {
  const random = seededRandom(seed);
  return {
    holdBase: Array.from(phrase, () => logNormal(random, 1, keyHoldSpread)),
    flightBase: Array.from(phrase.slice(1), () => uniform(random, ...flightRangeMs)),
    wordBoundary: Array.from(phrase.slice(1), (next, i) => next === ' ' || phrase[i] === ' '),
  };
}

/** One typist of the population: their speed, their signature, their variability. */
export function makeTypist(population: Population, id: number, seed: number): SyntheticTypist {
  const random = seededRandom(seed * 7919 + id);
  const holdLevel = uniform(random, ...holdRangeMs);
  const speed = logNormal(random, 1, speedSpread);
  const cv = uniform(random, ...cvRange);
  return {
    id,
    holdMeans: population.holdBase.map((k) => logNormal(random, k * holdLevel, personalHoldSpread)),
    flightMeans: population.flightBase.map((m) => logNormal(random, m * speed, personalFlightSpread)),
    cv,
    holdCvs: population.holdBase.map(() => logNormal(random, cv, featureCvSpread)),
    flightCvs: population.wordBoundary.map((b) =>
      logNormal(random, cv * (b ? wordBoundaryCvFactor : 1), featureCvSpread),
    ),
  };
}

export function makeTypists(count: number, seed: number, phrase = typingPhrase): SyntheticTypist[] {
  const population = makePopulation({ seed, phrase });
  return Array.from({ length: count }, (_, i) => makeTypist(population, i, seed));
}

export interface SampleOptions {
  /** Chance of a hesitation before each key (0: a steady typist). */
  pauseChance?: number;
}

const roundToClock = (ms: number) => Math.round(ms / clockResolutionMs) * clockResolutionMs;

/** One try at the phrase by this typist, as the browser would send it. */
export function typeSample(
  typist: SyntheticTypist,
  random: () => number,
  { pauseChance = defaultPauseChance }: SampleOptions = {},
): TypingSample {
  const tempo = logNormal(random, 1, tempoCv);
  // When the keyboard's polling grid falls relative to the first key: the same for the whole sample.
  const phase = random() * keyboardPollMs;
  const polled = (ms: number) => Math.ceil((ms + phase) / keyboardPollMs) * keyboardPollMs - phase;
  const downs: number[] = [polled(0)];
  const ups: number[] = [];
  let down = 0;
  typist.holdMeans.forEach((holdMean, i) => {
    if (i > 0) {
      const pause = random() < pauseChance ? uniform(random, ...pauseRangeMs) : 0;
      down += logNormal(random, typist.flightMeans[i - 1] * tempo, typist.flightCvs[i - 1]) + pause;
      downs.push(polled(down));
    }
    // A key is seen going up at least one poll after it went down.
    const up = Math.max(
      polled(down + logNormal(random, holdMean * tempo, typist.holdCvs[i])),
      downs[i] + keyboardPollMs,
    );
    ups.push(up);
  });
  const first = downs[0];
  return { keyDowns: downs.map((t) => roundToClock(t - first)), keyUps: ups.map((t) => roundToClock(t - first)) };
}
