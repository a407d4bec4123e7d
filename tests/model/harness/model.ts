import type { AnyEventObject, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';

import type { SideEffectsMap } from './effects';

/**
 * A flow's model for path generation: the machine as the app defines it (placeholder actors),
 * its input, and for each snapshot every event that can happen there: the user's intents,
 * the done/error outcomes of the actors it invokes, and its `xstate.after.*` timers.
 * Pure data: the diagrams script imports it too.
 */
export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Report and file name, e.g. 'login'. */
  id: string;
  /** One-line summary for the diagram index. */
  title: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Further starting inputs, each planned like `input` (for machines whose first step depends on
   * their input, e.g. a link without a token). Their path names start with the variant name.
   */
  inputs?: Array<{ name: string; input: InputFrom<TMachine> }>;
  events: (snapshot: SnapshotFrom<TMachine>) => AnyEventObject[];
  /** Plain words for an event in the QA catalogue; undefined falls back to a generic sentence. */
  describeEvent?: (event: AnyEventObject) => string | undefined;
  /**
   * The side effects (calls of the actions the app provides: navigation, storage...) each step must make, by the
   * state it arrives in; see harness/effects.ts. Every registered model declares its final states and every state
   * a side effect arrives in (`npm run test:model` checks); a state left out expects none.
   */
  sideEffects?: SideEffectsMap<SnapshotFrom<TMachine>>;
}

const doneType = 'xstate.done.actor.';
const errorType = 'xstate.error.actor.';
const afterType = 'xstate.after.';

/** The answer of an invoked actor, as the parent receives it. */
export const done = (invokeId: string, output?: unknown): AnyEventObject => ({
  type: `${doneType}${invokeId}`,
  output,
});
/** The failure of an invoked actor, as the parent receives it. */
export const failed = (invokeId: string, error: unknown): AnyEventObject => ({
  type: `${errorType}${invokeId}`,
  error,
});

type AnySnapshot = SnapshotFrom<AnyStateMachine> & {
  _nodes: Array<{ after: Array<{ eventType: string }>; invoke: Array<{ id: string }> }>;
};

/** The `xstate.after.*` events of every active state node. */
export function timers(snapshot: unknown): AnyEventObject[] {
  return (snapshot as AnySnapshot)._nodes.flatMap((node) => node.after.map((t) => ({ type: t.eventType })));
}

/** Whether an actor with this invoke id runs in the snapshot. */
export function invokes(snapshot: unknown, invokeId: string): boolean {
  return (snapshot as AnySnapshot)._nodes.some((node) => node.invoke.some((inv) => inv.id === invokeId));
}

/**
 * What the actor `invokeId` can answer while it runs in the snapshot: each of `answers` (`done`, its output), then each
 * of `failures` (`failed`); nothing where it does not run.
 */
export function outcomesOf(
  snapshot: unknown,
  invokeId: string,
  { answers = [], failures = [] }: { answers?: unknown[]; failures?: unknown[] },
): AnyEventObject[] {
  if (!invokes(snapshot, invokeId)) return [];
  return [...answers.map((output) => done(invokeId, output)), ...failures.map((error) => failed(invokeId, error))];
}

export type StepKind =
  | { kind: 'user'; event: AnyEventObject }
  | { kind: 'done'; invokeId: string; output: unknown }
  | { kind: 'error'; invokeId: string; error: unknown }
  | { kind: 'timer'; delay: string };

export function classify(event: AnyEventObject): StepKind {
  if (event.type.startsWith(doneType))
    return { kind: 'done', invokeId: event.type.slice(doneType.length), output: event.output };
  if (event.type.startsWith(errorType))
    return { kind: 'error', invokeId: event.type.slice(errorType.length), error: event.error };
  if (event.type.startsWith(afterType))
    return { kind: 'timer', delay: event.type.slice(afterType.length).split('.')[0] };
  return { kind: 'user', event };
}

/** The milliseconds of a named (or numeric) delay as the machine resolves it. */
export function delayMs(machine: AnyStateMachine, delay: string): number {
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return named;
  if (named === undefined && /^\d+$/.test(delay)) return Number(delay);
  throw new Error(`Delay '${delay}' must be a named number in machines/timings.ts`);
}

function brief(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

export function describeEvent(model: FlowModel, event: AnyEventObject): string {
  const custom = model.describeEvent?.(event);
  if (custom) return custom;
  const step = classify(event);
  switch (step.kind) {
    case 'done':
      return `'${step.invokeId}' answers ${brief(step.output) || 'with success'}`;
    case 'error':
      return `'${step.invokeId}' fails with ${brief(step.error)}`;
    case 'timer':
      return `${delayMs(model.machine, step.delay) / 1000} s pass (${step.delay})`;
    case 'user': {
      const { type, ...payload } = step.event;
      const rest = brief(payload);
      return `the user sends ${type}${rest === '{}' ? '' : ` ${rest}`}`;
    }
  }
}
