import type { AnyEventObject, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, SnapshotFrom } from 'xstate';

/**
 * Side effects: the actions a machine leaves to the app (navigation, storage, opening another site), declared in
 * `setup({ actions })` as no-op placeholders that the app's binding provides. The path tests provide recording
 * stand-ins for them, and each model says which calls it expects where (`FlowModel.sideEffects`).
 * No vitest here: the diagrams script and the coverage check read these too.
 */

/** One call the model expects. `params` is compared partially (only the keys given); left out, any params match. */
export interface SideEffect {
  action: string;
  params?: unknown;
}

/** One call a run recorded. */
export interface RecordedEffect {
  action: string;
  params: unknown;
}

/** The step a declaration is asked about: the snapshot it arrives at, its event, and the snapshot before. */
export interface Arrival<TSnapshot = SnapshotFrom<AnyStateMachine>> {
  snapshot: TSnapshot;
  /** The step's event; `xstate.init` for the machine's start (entry actions, eventless transitions). */
  event: AnyEventObject;
  /** The snapshot before the step (none at the start). */
  from?: TSnapshot;
  /** The machine's input on this path. */
  input?: unknown;
}

/** What a state expects of the step that arrives in it: a list, or a list computed from the arrival. */
export type SideEffectsAt<TSnapshot = SnapshotFrom<AnyStateMachine>> =
  readonly SideEffect[] | ((arrival: Arrival<TSnapshot>) => readonly SideEffect[]);

/**
 * Per state (its dotted path from the root, e.g. `left` or `methods.card.failed`): the provided actions the step
 * arriving there must call, exactly and in order (`[]`: none). The most specific declared states the snapshot is
 * in answer; a state nobody declared expects no side effect at all.
 */
export type SideEffectsMap<TSnapshot = SnapshotFrom<AnyStateMachine>> = Record<string, SideEffectsAt<TSnapshot>>;

export const initEvent: AnyEventObject = { type: 'xstate.init' };

/** A navigation in the app's idiom: `navigate` with an `AppPath` (contracts/routes.ts NavigateParams). */
export const navigate = (
  to: string,
  options: { replace?: boolean; back?: boolean; query?: Record<string, string | number> } = {},
): SideEffect => ({
  action: 'navigate',
  params: { to, ...options },
});
/** Any other provided action; params compared partially, none given: any. */
export const effect = (action: string, params?: unknown): SideEffect =>
  params === undefined ? { action } : { action, params };

type Impl = ((...args: never[]) => unknown) & { type?: unknown };

/**
 * The placeholder actions of a machine: the functions of `setup({ actions })` that are not XState's own
 * (assign, raise, sendTo, enqueueActions... carry a `type` such as 'xstate.assign' and keep working untouched).
 */
export function placeholderActions(machine: AnyStateMachine): string[] {
  const actions = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  return Object.entries(actions)
    .filter(([, impl]) => typeof impl === 'function' && typeof (impl as Impl).type !== 'string')
    .map(([name]) => name);
}

const copy = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value));
  } catch {
    return value;
  }
};

/** Records, in order, every call of a machine's placeholder actions. */
export class EffectRecorder {
  readonly calls: RecordedEffect[] = [];

  /** Stand-ins for `machine.provide({ actions })`: each records `{ action, params }` (params copied as data). */
  actionsFor(machine: AnyStateMachine): Record<string, unknown> {
    const actions = machine.implementations.actions as Record<string, Impl>;
    return Object.fromEntries(
      placeholderActions(machine).map((name) => [
        name,
        (args: unknown, params: unknown) => {
          this.calls.push({ action: name, params: copy(params) });
          (actions[name] as (a: unknown, p: unknown) => unknown)(args, params);
        },
      ]),
    );
  }
}

/** Whether `actual` has every key of `expected` with a matching value (arrays: same length, items match). */
export function matchesPartially(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => matchesPartially(actual[i], e))
    );
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([key, value]) =>
      matchesPartially((actual as Record<string, unknown>)[key], value),
    );
  }
  return Object.is(actual, expected);
}

const effectMatches = (actual: RecordedEffect, expected: SideEffect) =>
  actual.action === expected.action &&
  (!('params' in expected) || expected.params === undefined || matchesPartially(actual.params, expected.params));

/** The node at a dotted state path, or undefined. */
export function stateNodeAt(machine: AnyStateMachine, path: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of path.split('.')) node = node?.states[key] as AnyStateNode | undefined;
  return path ? node : undefined;
}

/** Throws when a key of the map names no state of the machine (a typo, or a state renamed since). */
export function checkDeclaredStates(
  machine: AnyStateMachine,
  map: SideEffectsMap<never> | undefined,
  where: string,
): void {
  for (const key of Object.keys(map ?? {})) {
    if (!stateNodeAt(machine, key))
      throw new Error(`${where}: sideEffects names '${key}', which is no state of machine '${machine.id}'`);
  }
}

type Matching = { matches: (value: string) => boolean };

/**
 * What the model expects of the step that arrives at `arrival.snapshot`: the declarations of the most specific
 * declared states the snapshot is in (all of them, in declaration order, for parallel regions), and their keys;
 * no key matching means no side effect is expected.
 */
export function expectedEffects(
  map: SideEffectsMap<never> | undefined,
  arrival: Arrival<unknown>,
): { declared: string[]; effects: SideEffect[] } {
  const snapshot = arrival.snapshot as Matching;
  const active = Object.keys(map ?? {}).filter((key) => snapshot.matches(key));
  const declared = active.filter((key) => !active.some((other) => other.startsWith(`${key}.`)));
  const effects = declared.flatMap((key) => {
    const at = (map as SideEffectsMap<unknown>)[key];
    return [...(typeof at === 'function' ? at(arrival) : at)];
  });
  return { declared, effects };
}

/** The params in a line: navigation as its destination, other params as short JSON. */
export function describeEffect(e: { action: string; params?: unknown }): string {
  if (e.action === 'navigate' && e.params && typeof e.params === 'object' && 'to' in e.params) {
    const { to, ...rest } = e.params as { to: unknown } & Record<string, unknown>;
    const flags = Object.entries(rest)
      .filter(([, v]) => v !== undefined && v !== false)
      .map(([k]) => k);
    return `navigate to ${String(to)}${flags.length ? ` (${flags.join(', ')})` : ''}`;
  }
  if (e.params === undefined) return e.action;
  const text = JSON.stringify(e.params);
  return `${e.action} ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`;
}

/**
 * Compares one step's recorded calls with the declaration: the same calls in the same order (params partially).
 * Returns the problem in words, or undefined.
 */
export function effectsProblem(
  recorded: readonly RecordedEffect[],
  expected: { declared: string[]; effects: readonly SideEffect[] },
  where: string,
): string | undefined {
  const same =
    recorded.length === expected.effects.length && expected.effects.every((e, i) => effectMatches(recorded[i], e));
  if (same) return undefined;
  const list = (effects: ReadonlyArray<{ action: string; params?: unknown }>) =>
    effects.length ? effects.map((e) => `\n    - ${describeEffect(e)}`).join('') : ' none';
  const source = expected.declared.length
    ? `sideEffects[${expected.declared.map((k) => `'${k}'`).join(', ')}]`
    : 'the model (no sideEffects key matches the state: none expected)';
  return `Side effects ${where} differ from ${source}:\n  recorded:${list(recorded)}\n  expected:${list(expected.effects)}`;
}

/** A key for the coverage report: the action, with its destination for a navigation. */
export const effectKey = (e: RecordedEffect): string =>
  e.action === 'navigate' && e.params && typeof e.params === 'object' && 'to' in e.params
    ? `navigate ${String((e.params as { to: unknown }).to)}`
    : e.action;

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states)) yield* stateNodes(child as AnyStateNode);
}

/** The placeholder actions among a list of action definitions (`enqueueActions` may call any of them). */
function providedIn(actions: readonly unknown[] | undefined, placeholders: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const action of actions ?? []) {
    const name =
      typeof action === 'string'
        ? action
        : typeof action === 'function'
          ? (action as Impl).type
          : action && typeof action === 'object'
            ? (action as { type?: unknown }).type
            : undefined;
    if (typeof name !== 'string') continue;
    if (placeholders.has(name)) out.push(name);
    else if (name === 'xstate.enqueueActions') out.push('enqueueActions');
  }
  return out;
}

/**
 * Where a step that enters `node` comes to rest: a state whose eventless transitions always leave it (the last one
 * has no guard) is passed through, to wherever those lead.
 */
function restingStates(node: AnyStateNode, seen = new Set<AnyStateNode>()): AnyStateNode[] {
  const always = (node.always ?? []) as AnyTransitionDefinition[];
  const last = always[always.length - 1];
  if (!last || last.guard || !last.target?.length || seen.has(node)) return [node];
  seen.add(node);
  return always.flatMap((t) => ((t.target ?? []) as AnyStateNode[]).flatMap((target) => restingStates(target, seen)));
}

/**
 * The states a model must declare side effects for (an empty list is a declaration): every final state, and every
 * state a transition calling a provided action arrives in (its source when it has no target), or whose entry calls
 * one; a state the machine always leaves at once counts as the states it leads to.
 */
export function statesNeedingDeclaration(machine: AnyStateMachine): Array<{ path: string; why: string }> {
  const placeholders = new Set(placeholderActions(machine));
  const out: Array<{ path: string; why: string }> = [];
  const pathOf = (node: AnyStateNode) => node.path.join('.');
  for (const node of stateNodes(machine.root)) {
    if (node.type === 'final') out.push({ path: pathOf(node), why: 'final state' });
    const entry = providedIn(node.entry as unknown[], placeholders);
    if (entry.length) {
      const arrivals = node === machine.root ? ((node.initial?.target ?? []) as AnyStateNode[]) : [node];
      for (const target of arrivals.flatMap((n) => restingStates(n)))
        out.push({ path: pathOf(target), why: `entry calls ${entry.join(', ')}` });
    }
    const lists = [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>), node.always ?? []];
    for (const t of lists.flat()) {
      const calls = providedIn(t.actions as unknown[], placeholders);
      if (!calls.length) continue;
      const targets = (t.target ?? []) as AnyStateNode[];
      for (const target of (targets.length ? targets : [node]).flatMap((n) => restingStates(n)))
        out.push({
          path: pathOf(target),
          why: `'${t.eventType || 'always'}' from '${pathOf(node)}' calls ${calls.join(', ')}`,
        });
    }
  }
  return out.filter((s) => s.path !== '');
}

/** The states of `statesNeedingDeclaration` no key covers (a key covers the state it names, its ancestors and its descendants). */
export function missingDeclarations(
  machine: AnyStateMachine,
  map: SideEffectsMap<never> | undefined,
): Array<{ path: string; why: string }> {
  const keys = Object.keys(map ?? {});
  const covered = (path: string) =>
    keys.some((k) => k === path || path.startsWith(`${k}.`) || k.startsWith(`${path}.`));
  return statesNeedingDeclaration(machine).filter((s) => !covered(s.path));
}

/** A planned path's arrivals: index 0 is the start, index i + 1 the arrival of step i. */
export function arrivalsOf(path: {
  input?: unknown;
  start: unknown;
  steps: ReadonlyArray<{ event: AnyEventObject; snapshot: unknown }>;
}): Array<Arrival<unknown>> {
  const { input } = path;
  const out: Array<Arrival<unknown>> = [{ snapshot: path.start, event: initEvent, input }];
  path.steps.forEach((step, i) =>
    out.push({
      snapshot: step.snapshot,
      event: step.event,
      from: i === 0 ? path.start : path.steps[i - 1].snapshot,
      input,
    }),
  );
  return out;
}

/** Where an arrival is, in an error message or the catalogue. */
export const arrivalName = (index: number, event: AnyEventObject) =>
  index === 0 ? 'at the start' : `of step ${index} (${event.type})`;
