import { describe, expect, it } from 'vitest';

import { createKeystrokeRecorder } from './keystrokeRecorder';

/** Types `text` with keys held 50 ms, one every 150 ms, from `start`. */
function typeAll(recorder: ReturnType<typeof createKeystrokeRecorder>, text: string, start = 1000) {
  let last = recorder.reset();
  [...text].forEach((ch, i) => {
    const code = ch === ' ' ? 'Space' : `Key${ch.toUpperCase()}`;
    last = recorder.keyDown(ch, code, start + i * 150, false);
    last = recorder.keyUp(code, start + i * 150 + 50);
  });
  return last;
}

describe('keystroke recorder (typing pattern)', () => {
  it('records the phrase’s key timings from the first keydown, and nothing else', () => {
    const recorder = createKeystrokeRecorder('ab c');
    const state = typeAll(recorder, 'ab c');
    expect(state).toEqual({
      kind: 'complete',
      typed: 'ab c',
      sample: { keyDowns: [0, 150, 300, 450], keyUps: [50, 200, 350, 500] },
    });
  });

  it('waits for the last key to go up, and keeps overlapping keys apart', () => {
    const recorder = createKeystrokeRecorder('ab');
    recorder.keyDown('a', 'KeyA', 10, false);
    recorder.keyDown('b', 'KeyB', 60, false);
    expect(recorder.keyUp('KeyA', 90)).toEqual({ kind: 'typing', typed: 'ab' });
    expect(recorder.keyUp('KeyB', 120)).toMatchObject({
      kind: 'complete',
      sample: { keyDowns: [0, 50], keyUps: [80, 110] },
    });
  });

  it('starts again on a wrong key or Backspace; ignores Shift and key repeats', () => {
    const recorder = createKeystrokeRecorder('abc');
    recorder.keyDown('a', 'KeyA', 0, false);
    expect(recorder.keyDown('Shift', 'ShiftLeft', 5, false)).toEqual({ kind: 'typing', typed: 'a' });
    expect(recorder.keyDown('a', 'KeyA', 40, true)).toEqual({ kind: 'typing', typed: 'a' });
    expect(recorder.keyDown('x', 'KeyX', 100, false)).toEqual({ kind: 'restarted', typed: '' });
    recorder.keyDown('a', 'KeyA', 200, false);
    expect(recorder.keyDown('Backspace', 'Backspace', 250, false)).toEqual({ kind: 'restarted', typed: '' });
    expect(typeAll(recorder, 'abc', 500)).toMatchObject({ kind: 'complete', sample: { keyDowns: [0, 150, 300] } });
  });
});
