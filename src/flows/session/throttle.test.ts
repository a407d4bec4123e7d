import { describe, expect, it } from 'vitest';

import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets the first call through, then one per interval', () => {
    let time = 1000;
    const gate = createThrottle(500, () => time);
    expect(gate.pass()).toBe(true);
    time = 1200;
    expect(gate.pass()).toBe(false);
    time = 1499;
    expect(gate.pass()).toBe(false);
    time = 1500;
    expect(gate.pass()).toBe(true);
    expect(gate.pass()).toBe(false);
  });
  it('lets every call through with a zero interval', () => {
    const gate = createThrottle(0, () => 5);
    expect(gate.pass()).toBe(true);
    expect(gate.pass()).toBe(true);
  });
});
