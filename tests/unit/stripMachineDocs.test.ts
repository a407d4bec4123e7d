import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';

import stripMachineDocs from '../../scripts/vite/stripMachineDocs';

const strip = (code: string) =>
  transformSync(code, { plugins: [stripMachineDocs], babelrc: false, configFile: false })!.code!;

describe('stripMachineDocs (production build only)', () => {
  const machine = `
    setup({}).createMachine({
      id: 'm',
      description: 'The machine.',
      meta: { spec: '01 §4' },
      context: { course: { description: 'kept: data, not documentation' } },
      states: {
        a: {
          description: 'State a.',
          meta: { spec: '01 §7' },
          on: { go: { target: 'b', description: 'Going.', meta: { spec: 'x' }, actions: assign({ description: () => 'kept' }) } },
          invoke: { src: 'load', onDone: { target: 'b', description: 'Loaded.' }, onError: [{ guard: 'g', description: 'One.', target: 'b' }] },
          after: { wait: { target: 'b', description: 'Later.' } },
          always: [{ guard: 'h', description: 'Now.', target: 'b' }],
          states: { inner: { description: 'Nested.' } },
        },
        b: { type: 'final', description: 'Done.' },
      },
    });`;

  it('drops descriptions and spec references of state nodes and transitions', () => {
    const out = strip(machine);
    for (const text of [
      'The machine.',
      '01 §4',
      'State a.',
      '01 §7',
      'Going.',
      'Loaded.',
      'One.',
      'Later.',
      'Now.',
      'Nested.',
      'Done.',
    ]) {
      expect(out).not.toContain(text);
    }
  });

  it('keeps everything else, data named "description" included', () => {
    const out = strip(machine);
    expect(out).toContain('kept: data, not documentation');
    expect(out).toContain("description: () => 'kept'");
    expect(out).toContain("target: 'b'");
    expect(strip("const x = { description: 'not a machine' };")).toContain('not a machine');
  });

  it('strips a transition the machine names by a constant of its module (one transition for several events)', () => {
    const out = strip(`
      const ended = { target: '.out', description: 'Ended by the server.', meta: { spec: '01 §8' }, actions: ['clear'] };
      const other = { description: 'not a transition of a machine' };
      createMachine({ on: { 'api.denied': ended, 'api.ended': ended } });`);
    expect(out).not.toContain('Ended by the server.');
    expect(out).not.toContain('01 §8');
    expect(out).toContain("target: '.out'");
    expect(out).toContain('not a transition of a machine');
  });
});
