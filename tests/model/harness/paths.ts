import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

import type { FlowModel } from './model';

export interface PlannedStep {
  event: AnyEventObject;
  /** The state value the machine must be in after the event. */
  value: unknown;
  /** The context it must hold (JSON-comparable). */
  context: unknown;
  /** The planned snapshot itself (what side-effect declarations are asked about). */
  snapshot: unknown;
}

export interface PlannedPath {
  /** Readable id: the states visited, e.g. `idle → authenticating → failed`. */
  name: string;
  /** The machine's input for this path (the model's `input` or one of its `inputs`). */
  input?: unknown;
  /** The snapshot the machine starts in (after its start-up transitions). */
  start: unknown;
  steps: PlannedStep[];
}

type Snap = { value: unknown; context: unknown; can: (e: AnyEventObject) => boolean };

const serialize = (s: Snap) => JSON.stringify({ value: s.value, context: s.context });
export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${stateName(v)}`)
        .join(' + ');

/**
 * A transition cover: for every state the model reaches and every event it can take there,
 * the shortest path to that state followed by that event. Paths that are a prefix of a
 * longer one are dropped.
 */
export function planPaths(model: FlowModel): PlannedPath[] {
  const variants = [{ name: '', input: model.input as unknown }, ...(model.inputs ?? [])];
  return variants.flatMap((variant) => planPathsFrom(model, variant.input, variant.name));
}

/**
 * The transition cover from one input. When the machine can take no event from its first
 * state (e.g. it ends at once), the empty path still runs it, so start-up transitions count.
 */
function planPathsFrom(model: FlowModel, input: unknown, variant: string): PlannedPath[] {
  const machine = model.machine as AnyStateMachine;
  const options = {
    input,
    events: (s: unknown) => model.events(s as never),
    filterEvents: (s: unknown, e: AnyEventObject) => (s as Snap).can(e),
    serializeState: (s: unknown) => serialize(s as Snap),
    limit: 20_000,
  };
  const shortest = new Map<string, Array<{ event: AnyEventObject; state: Snap }>>();
  let initial = '';
  let start: unknown;
  for (const path of getShortestPaths(machine, options as never)) {
    if (path.steps.every((s) => s.event.type === 'xstate.init')) {
      initial = stateName((path.state as Snap).value);
      start = path.state;
    }
    const steps = path.steps.filter((s) => s.event.type !== 'xstate.init') as Array<{
      event: AnyEventObject;
      state: Snap;
    }>;
    shortest.set(serialize(path.state as Snap), steps);
  }
  const adjacency = getAdjacencyMap(machine, options as never);
  const candidates: PlannedPath[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(from);
    if (!prefix) continue;
    for (const { event, state } of Object.values(
      transitions as Record<string, { event: AnyEventObject; state: unknown }>,
    )) {
      const steps = [...prefix, { event, state: state as Snap }].map((s) => ({
        event: s.event,
        value: s.state.value,
        context: JSON.parse(JSON.stringify(s.state.context ?? {})),
        snapshot: s.state,
      }));
      candidates.push({ name: '', start, steps });
    }
  }
  const keyOf = (p: PlannedPath) => p.steps.map((s) => JSON.stringify(s.event)).join('\n');
  const keys = candidates.map(keyOf);
  const kept = candidates.filter(
    (_, i) => !keys.some((other, j) => j !== i && other.length > keys[i].length && other.startsWith(`${keys[i]}\n`)),
  );
  const unique = new Map(kept.map((p) => [keyOf(p), p]));
  if (unique.size === 0) unique.set('', { name: '', start, steps: [] });
  const prefix = variant ? `${variant}: ` : '';
  return [...unique.values()].map((p, i) => ({
    ...p,
    input,
    name: `${prefix}#${i + 1} ${[initial, ...p.steps.map((s) => stateName(s.value))].join(' → ')}`,
  }));
}
