import { describe, expect, it } from 'vitest';
import { assign, createActor, enqueueActions, fromPromise, setup } from 'xstate';

import { flowCatalogue, flowPage } from '../../scripts/diagrams/generate';
import { flowMarkdown } from '../../scripts/diagrams/markdown';
import {
  effect,
  EffectRecorder,
  effectsProblem,
  expectedEffects,
  matchesPartially,
  missingDeclarations,
  navigate,
  placeholderActions,
  type SideEffectsMap,
  statesNeedingDeclaration,
} from '../model/harness/effects';
import { done, failed, type FlowModel } from '../model/harness/model';
import { planPaths } from '../model/harness/paths';
import { emptyCoverage, replayOnMachine } from '../model/harness/replay';

/** A small flow with every kind of action: placeholders with and without params, assign, enqueueActions, an entry. */
const checkoutMachine = setup({
  types: {
    context: {} as { tries: number; saved?: string },
    events: {} as { type: 'pay' } | { type: 'retry' } | { type: 'leave' },
  },
  actors: { charge: fromPromise<{ id: string }>(async () => ({ id: 'placeholder' })) },
  actions: {
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    storeReceipt: (_, _params: { id: string }) => {},
    clearCart: () => {},
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
  },
}).createMachine({
  id: 'checkout',
  context: { tries: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        pay: { target: 'paying', actions: 'countTry' },
        leave: { target: 'left', actions: { type: 'navigate', params: { to: '/home/dashboard' } } },
      },
    },
    paying: {
      invoke: {
        id: 'charge',
        src: 'charge',
        onDone: {
          target: 'paid',
          actions: [
            assign({ saved: ({ event }) => (event.output as { id: string }).id }),
            enqueueActions(({ enqueue, context }) => {
              enqueue({ type: 'storeReceipt', params: { id: context.saved ?? '' } });
              if (context.tries > 1) enqueue('clearCart');
            }),
          ],
        },
        onError: { target: 'editing' },
      },
    },
    paid: { type: 'final', entry: { type: 'navigate', params: { to: '/home/view-billing-details', replace: true } } },
    left: { type: 'final' },
  },
});

const model = (sideEffects: SideEffectsMap<never> | undefined): FlowModel =>
  ({
    id: 'checkout',
    title: 'Checkout (side-effect test)',
    machine: checkoutMachine,
    events: (s: { matches: (v: string) => boolean; context: { tries: number } }) => [
      // A second try at most: the retry branch (clearCart) without an endless traversal.
      ...(s.matches('editing') ? [...(s.context.tries < 2 ? [{ type: 'pay' }] : []), { type: 'leave' }] : []),
      ...(s.matches('paying')
        ? [done('charge', { id: 'r-1' }), failed('charge', { kind: 'network', httpStatus: 0, message: '' })]
        : []),
    ],
    sideEffects,
  }) as unknown as FlowModel;

const declared: SideEffectsMap<{ context: { tries: number } }> = {
  // The receipt is stored, the cart cleared after a retried charge, then the receipt page in place of this one.
  paid: ({ from }) => [
    effect('storeReceipt', { id: 'r-1' }),
    ...(from && from.context.tries > 1 ? [effect('clearCart')] : []),
    navigate('/home/view-billing-details'),
  ],
  left: [navigate('/home/dashboard')],
};

describe('EffectRecorder', () => {
  it('wraps the placeholders only: XState actions (assign, enqueueActions) keep working', () => {
    expect(placeholderActions(checkoutMachine)).toEqual(['navigate', 'storeReceipt', 'clearCart']);
  });

  it('records every placeholder call in order with its params, enqueued ones and entry actions included', async () => {
    const recorder = new EffectRecorder();
    const logic = checkoutMachine.provide({
      actors: { charge: fromPromise(async () => ({ id: 'r-7' })) },
      actions: recorder.actionsFor(checkoutMachine) as never,
    });
    const actor = createActor(logic).start();
    actor.send({ type: 'pay' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context).toEqual({ tries: 1, saved: 'r-7' });
    expect(recorder.calls).toEqual([
      { action: 'storeReceipt', params: { id: 'r-7' } },
      { action: 'navigate', params: { to: '/home/view-billing-details', replace: true } },
    ]);
  });
});

describe('matching', () => {
  it.each([
    [{ to: '/login', replace: true }, { to: '/login' }, true],
    [{ to: '/login' }, { to: '/login', replace: true }, false],
    [{ to: '/home/dashboard' }, { to: '/login' }, false],
    [{ user: { id: 1, name: 'Sam' } }, { user: { id: 1 } }, true],
    [{ ids: [1, 2] }, { ids: [1] }, false],
    [{ ids: [{ id: 1, x: 2 }] }, { ids: [{ id: 1 }] }, true],
    [undefined, { to: '/login' }, false],
    ['a', 'a', true],
  ])('%j matches %j partially: %s', (actual, expected, result) => {
    expect(matchesPartially(actual, expected)).toBe(result);
  });

  it.each([
    {
      name: 'the same calls',
      recorded: [{ action: 'navigate', params: { to: '/login', replace: true } }],
      expected: [navigate('/login')],
      ok: true,
    },
    {
      name: 'a call without params expected with any',
      recorded: [{ action: 'clearCart', params: undefined }],
      expected: [effect('clearCart')],
      ok: true,
    },
    {
      name: 'an unexpected navigation',
      recorded: [{ action: 'navigate', params: { to: '/login' } }],
      expected: [],
      ok: false,
    },
    { name: 'a missing call', recorded: [], expected: [effect('clearCart')], ok: false },
    {
      name: 'calls out of order',
      recorded: [
        { action: 'navigate', params: { to: '/login' } },
        { action: 'clearCart', params: undefined },
      ],
      expected: [effect('clearCart'), navigate('/login')],
      ok: false,
    },
    {
      name: 'another destination',
      recorded: [{ action: 'navigate', params: { to: '/home' } }],
      expected: [navigate('/login')],
      ok: false,
    },
  ])('a step with $name is ok: $ok', ({ recorded, expected, ok }) => {
    const problem = effectsProblem(recorded, { declared: ['left'], effects: expected }, 'of step 1 (leave)');
    if (ok) expect(problem).toBeUndefined();
    else expect(problem).toMatch(/^Side effects of step 1 \(leave\) differ from sideEffects\['left'\]:\n {2}recorded:/);
  });

  it('names the most specific declared states the snapshot is in, all regions of a parallel state', () => {
    const snapshot = { matches: (key: string) => ['a', 'a.b', 'a.b.c', 'x'].includes(key) };
    const map: SideEffectsMap<never> = {
      a: [effect('outer')],
      'a.b': () => [effect('inner')],
      x: [navigate('/login')],
      y: [effect('never')],
    };
    expect(expectedEffects(map, { snapshot, event: { type: 'go' } })).toEqual({
      declared: ['a.b', 'x'],
      effects: [effect('inner'), navigate('/login')],
    });
    expect(expectedEffects(map, { snapshot: { matches: () => false }, event: { type: 'go' } })).toEqual({
      declared: [],
      effects: [],
    });
  });
});

describe('declarations a model owes', () => {
  it('are the final states and the states a provided action arrives in', () => {
    expect(statesNeedingDeclaration(checkoutMachine).map((s) => s.path)).toEqual([
      'left',
      'paid',
      'paid',
      'paid',
      'left',
    ]);
    expect(missingDeclarations(checkoutMachine, { left: [] }).map((s) => `${s.path}: ${s.why}`)).toEqual([
      "paid: 'xstate.done.actor.charge' from 'paying' calls enqueueActions",
      'paid: final state',
      'paid: entry calls navigate',
    ]);
    expect(missingDeclarations(checkoutMachine, declared)).toEqual([]);
  });
});

describe('path replays assert the side effects', () => {
  const paths = planPaths(model(declared));

  it.each(paths.map((p) => [p.name, p]))('%s passes with the declarations', async (_, path) => {
    await expect(replayOnMachine(model(declared), path, emptyCoverage())).resolves.toBeUndefined();
  });

  it('fails a path whose navigation the model does not declare', async () => {
    const leaving = paths.find((p) => p.steps.at(-1)?.event.type === 'leave')!;
    await expect(replayOnMachine(model({ paid: declared.paid }), leaving, emptyCoverage())).rejects.toThrow(
      /Side effects of step 1 \(leave\) differ from the model \(no sideEffects key matches the state: none expected\):\n {2}recorded:\n {4}- navigate to \/home\/dashboard\n {2}expected: none/,
    );
  });

  it('fails a path whose calls differ from the declaration', async () => {
    const paying = paths.find((p) => p.steps.at(-1)?.value === 'paid')!;
    const wrong: SideEffectsMap<never> = { ...declared, paid: [navigate('/home/view-billing-details')] };
    await expect(replayOnMachine(model(wrong), paying, emptyCoverage())).rejects.toThrow(
      /differ from sideEffects\['paid'\]/,
    );
  });

  it('counts the asserted calls for the coverage report', async () => {
    const coverage = emptyCoverage();
    for (const path of paths) await replayOnMachine(model(declared), path, coverage);
    // Three paths leave (after 0, 1 or 2 refused tries), two pay.
    expect(Object.fromEntries(coverage.effects)).toEqual({
      'navigate /home/dashboard': 3,
      'navigate /home/view-billing-details': 2,
      storeReceipt: 2,
      clearCart: 1,
    });
  });
});

describe('the path catalogue', () => {
  it('lists the side effects each path expects, with the step that makes them', () => {
    const page = flowPage(model(declared));
    const retried = page.paths.find((p) => p.steps.length === 4)!;
    expect(retried.sideEffects).toEqual([
      { step: 4, action: 'storeReceipt', params: { id: 'r-1' } },
      { step: 4, action: 'clearCart', params: undefined },
      { step: 4, action: 'navigate', params: { to: '/home/view-billing-details' } },
    ]);
    // In words, in the catalogue's data (the flow page in docs/flows carries no paths).
    const words = flowCatalogue(model(declared), page, 'Checkout').paths.map((p) => p.sideEffects);
    expect(words).toContainEqual([
      { step: 4, words: '`storeReceipt` `{"id":"r-1"}`' },
      { step: 4, words: '`clearCart`' },
      { step: 4, words: 'navigate to `/home/view-billing-details`' },
    ]);
    expect(words).toContainEqual([{ step: 1, words: 'navigate to `/home/dashboard`' }]);
    expect(flowMarkdown(page)).not.toContain('Side effects');
  });

  it('says nothing about side effects for a model that declares none at all', () => {
    expect(flowPage(model(undefined)).paths.every((p) => p.sideEffects === undefined)).toBe(true);
    const paths = flowCatalogue(model(undefined), flowPage(model(undefined)), 'Checkout').paths;
    expect(paths.every((p) => p.sideEffects === undefined)).toBe(true);
  });
});
