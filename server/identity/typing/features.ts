import type { TypingSample } from '../../../contracts/typingPattern';

/*
 * The standard keystroke-dynamics features (research/state-rules.md §3, as in the CMU benchmark): per key the hold
 * time, per pair of consecutive keys the down-down and up-down times. H_i + UD_i = DD_i: the three are redundant on
 * purpose, as in Killourhy & Maxion 2009, whose detector results we rely on.
 */

export interface TypingFeatures {
  /** H_i = up_i − down_i: how long each key is held (n values). */
  hold: number[];
  /** DD_i = down_{i+1} − down_i: from one key going down to the next (n − 1 values). */
  downDown: number[];
  /** UD_i = down_{i+1} − up_i: from one key going up to the next going down; negative when keys overlap (n − 1). */
  upDown: number[];
}

export function typingFeatures(sample: TypingSample): TypingFeatures {
  const { keyDowns, keyUps } = sample;
  const hold = keyDowns.map((down, i) => keyUps[i] - down);
  const downDown: number[] = [];
  const upDown: number[] = [];
  for (let i = 0; i + 1 < keyDowns.length; i++) {
    downDown.push(keyDowns[i + 1] - keyDowns[i]);
    upDown.push(keyDowns[i + 1] - keyUps[i]);
  }
  return { hold, downDown, upDown };
}

/** How many features a phrase of `keys` characters gives: n holds, n − 1 down-downs, n − 1 up-downs. */
export const featureCount = (keys: number): number => (keys < 1 ? 0 : 3 * keys - 2);

/** The features as one vector, in a fixed order (holds, down-downs, up-downs): what the detector compares. */
export function featureVector(sample: TypingSample): number[] {
  const { hold, downDown, upDown } = typingFeatures(sample);
  return [...hold, ...downDown, ...upDown];
}
