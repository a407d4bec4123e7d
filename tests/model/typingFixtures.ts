import { typingPhrase, type TypingSample } from '@contracts/typingPattern';

/**
 * The path tests' key clock: each key event is 100 ms after the one before, so a typing of the phrase (a key down,
 * then up, per character) is always this sample.
 */
export function steadyKeyClock() {
  let now = 0;
  return () => (now += 100);
}

export const steadySample: TypingSample = {
  keyDowns: [...typingPhrase].map((_, i) => i * 200),
  keyUps: [...typingPhrase].map((_, i) => i * 200 + 100),
};
