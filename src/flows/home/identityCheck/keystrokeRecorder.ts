import type { TypingSample } from '@contracts/typingPattern';

/** Where a typing of the phrase stands after a key. */
export type RecorderState =
  | { kind: 'typing'; typed: string }
  /** A key that is not the phrase's next character (or Backspace): the typing starts again from the beginning. */
  | { kind: 'restarted'; typed: '' }
  | { kind: 'complete'; typed: string; sample: TypingSample };

/**
 * Records one typing of the phrase: when each of its keys went down and up (the event's high-resolution timeStamp;
 * state-rules.md §3: a coarse clock costs accuracy), nothing else. Only the phrase's characters are kept, in order;
 * a wrong key or Backspace starts again, so a sample is always exactly the phrase.
 */
export function createKeystrokeRecorder(phrase: string) {
  let downs: number[] = [];
  let ups: (number | undefined)[] = [];
  /** Keys down and not yet up: the character's index, by the key's code (two presses of one key are two entries). */
  let held: { code: string; index: number }[] = [];

  const restart = (): RecorderState => {
    downs = [];
    ups = [];
    held = [];
    return { kind: 'restarted', typed: '' };
  };
  const typed = () => phrase.slice(0, downs.length);
  const state = (): RecorderState => {
    if (downs.length === phrase.length && ups.every((u) => u !== undefined)) {
      const first = downs[0];
      const sample = {
        keyDowns: downs.map((d) => Math.round((d - first) * 10) / 10),
        keyUps: ups.map((u, i) => Math.max(Math.round(((u ?? 0) - first) * 10) / 10, downs[i] - first)),
      };
      return { kind: 'complete', typed: typed(), sample };
    }
    return { kind: 'typing', typed: typed() };
  };

  return {
    keyDown(key: string, code: string, timeStamp: number, repeat: boolean): RecorderState {
      if (repeat) return state();
      if (key === 'Backspace') return restart();
      // Modifier and navigation keys are not characters: ignored.
      if (key.length !== 1) return state();
      if (downs.length >= phrase.length || key !== phrase[downs.length]) return restart();
      held.push({ code, index: downs.length });
      downs.push(timeStamp);
      ups.push(undefined);
      return state();
    },
    keyUp(code: string, timeStamp: number): RecorderState {
      const at = held.findIndex((h) => h.code === code);
      if (at >= 0) {
        ups[held[at].index] = timeStamp;
        held.splice(at, 1);
      }
      return state();
    },
    reset: () => {
      restart();
      return { kind: 'typing', typed: '' } as RecorderState;
    },
  };
}
