/**
 * Reads an XState v5 machine definition (machine.root and its state nodes) into a plain,
 * ordered description of states and transitions that the Mermaid, Graphviz and Markdown
 * writers share. Document order throughout, so the output is deterministic.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface DiagramState {
  /** The XState node id, e.g. `login.editing.pristine`. */
  id: string;
  key: string;
  /** Dotted path from the root, e.g. `editing.pristine` (the root's path is ''). */
  path: string;
  type: StateType;
  parent?: DiagramState;
  children: DiagramState[];
  /** The child entered first (compound states). */
  initial?: DiagramState;
  description?: string;
  spec?: string;
  invokes: Array<{ id: string; src: string }>;
  entry: string[];
  exit: string[];
  /** True for the regions of a parallel state. */
  region: boolean;
}

export type TransitionKind = 'event' | 'after' | 'done' | 'error' | 'stateDone' | 'always' | 'wildcard';

export interface DiagramTransition {
  source: DiagramState;
  /** Empty for a targetless transition (actions only; the state is not left). */
  targets: DiagramState[];
  kind: TransitionKind;
  /** The raw XState event type ('' for eventless). */
  eventType: string;
  /** What the diagrams print for the trigger: `credentials.submit`, `after idleTimeout`, `done: login`... */
  trigger: string;
  guard?: string;
  actions: string[];
  spec?: string;
  description?: string;
  /** `event [guard] / actions`. */
  label: string;
}

export interface Diagram {
  machineId: string;
  root: DiagramState;
  /** Every state except the root, in document order. */
  states: DiagramState[];
  /** Every transition (same set and order as the model coverage report counts). */
  transitions: DiagramTransition[];
}

type Fn = ((...args: never[]) => unknown) & Record<string, unknown>;

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as Fn;
    const inner = Array.isArray(fn.guards) ? (fn.guards as unknown[]).map((g) => guardLabel(g) ?? 'inline guard') : [];
    if (fn.name === 'not' && inner.length === 1) return `!${wrap(inner[0])}`;
    if (fn.name === 'and' && inner.length) return inner.map(wrap).join(' && ');
    if (fn.name === 'or' && inner.length) return inner.map(wrap).join(' || ');
    if (fn.name === 'stateIn' && 'stateValue' in fn)
      return `in(${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)})`;
    return 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in (guard as object)) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return `${String(type)}${paramsText(params)}`;
  }
  return 'inline guard';
}

const wrap = (text: string) => (/[ &|]/.test(text) ? `(${text})` : text);

function paramsText(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '(…)';
  if (params && typeof params === 'object') {
    const values = Object.values(params as Record<string, unknown>);
    if (
      values.length === 1 &&
      (typeof values[0] === 'string' || typeof values[0] === 'number' || typeof values[0] === 'boolean')
    )
      return `(${String(values[0])})`;
  }
  const text = JSON.stringify(params);
  return `(${text.length > 60 ? `${text.slice(0, 57)}...` : text})`;
}

/** Readable names of the actions a diagram shows; XState's own bookkeeping is left out. */
export function actionLabels(actions: readonly unknown[] | undefined): string[] {
  const out: string[] = [];
  for (const action of actions ?? []) {
    if (typeof action === 'string') out.push(action);
    else if (typeof action === 'function') {
      const type = (action as Fn).type;
      if (typeof type !== 'string') continue; // an inline function: nothing readable to show
      if (type === 'xstate.assign') continue;
      const id = (action as Fn).id ?? (action as Fn).sendId;
      // The raise/cancel pair XState adds to a state for each of its `after` timers.
      if (
        (type === 'xstate.raise' || type === 'xstate.cancel') &&
        typeof id === 'string' &&
        id.startsWith('xstate.after.')
      )
        continue;
      out.push(type.replace(/^xstate\./, ''));
    } else if (action && typeof action === 'object' && 'type' in action) {
      const { type, params } = action as { type: unknown; params?: unknown };
      out.push(`${String(type)}${paramsText(params)}`);
    }
  }
  return out;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value) && value.length) return value.map(String).join('; ');
  return undefined;
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src;
  if (src && typeof src === 'object' && 'id' in src && typeof (src as { id: unknown }).id === 'string')
    return (src as { id: string }).id;
  return 'inline actor';
}

function trigger(t: AnyTransitionDefinition, source: AnyStateNode): { kind: TransitionKind; trigger: string } {
  const type = t.eventType;
  if (!type) return { kind: 'always', trigger: 'always' };
  if (type === '*') return { kind: 'wildcard', trigger: 'any event' };
  if (type.startsWith('xstate.after.')) {
    const delay = (t as { delay?: unknown }).delay ?? type.slice('xstate.after.'.length).split('.')[0];
    return { kind: 'after', trigger: typeof delay === 'number' ? `after ${delay}ms` : `after ${String(delay)}` };
  }
  if (type.startsWith('xstate.done.actor.'))
    return { kind: 'done', trigger: `done: ${type.slice('xstate.done.actor.'.length)}` };
  if (type.startsWith('xstate.error.actor.'))
    return { kind: 'error', trigger: `error: ${type.slice('xstate.error.actor.'.length)}` };
  if (type === `xstate.done.state.${source.id}`) return { kind: 'stateDone', trigger: 'onDone' };
  if (type.startsWith('xstate.done.state.'))
    return { kind: 'stateDone', trigger: `done: ${type.slice('xstate.done.state.'.length)}` };
  return { kind: 'event', trigger: type };
}

export function walkMachine(machine: AnyStateMachine): Diagram {
  const byNode = new Map<AnyStateNode, DiagramState>();
  const states: DiagramState[] = [];

  const visit = (node: AnyStateNode, parent: DiagramState | undefined): DiagramState => {
    const meta = (node.meta ?? {}) as Record<string, unknown>;
    const state: DiagramState = {
      id: node.id,
      key: node.key,
      path: node.path.join('.'),
      type: node.type as StateType,
      parent,
      children: [],
      description: text(node.description),
      spec: text(meta.spec),
      invokes: node.invoke.map((inv: { id: string; src: unknown }) => ({ id: inv.id, src: srcName(inv.src) })),
      entry: actionLabels(node.entry),
      exit: actionLabels(node.exit),
      region: parent?.type === 'parallel',
    };
    byNode.set(node, state);
    if (parent) states.push(state);
    for (const child of Object.values(node.states) as AnyStateNode[]) state.children.push(visit(child, state));
    return state;
  };
  const root = visit(machine.root, undefined);

  for (const [node, state] of byNode) {
    const first = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (first && node.type === 'compound') state.initial = byNode.get(first);
  }

  const transitions: DiagramTransition[] = [];
  for (const [node, source] of byNode) {
    const lists = [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>), node.always ?? []];
    for (const list of lists) {
      for (const t of list) {
        const meta = ((t as { meta?: unknown }).meta ?? {}) as Record<string, unknown>;
        const { kind, trigger: trig } = trigger(t, node);
        const guard = guardLabel(t.guard);
        const actions = actionLabels(t.actions as unknown[]);
        const label = `${trig}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
        transitions.push({
          source,
          targets: ((t.target ?? []) as AnyStateNode[]).map((n) => byNode.get(n)!).filter(Boolean),
          kind,
          eventType: t.eventType,
          trigger: trig,
          guard,
          actions,
          spec: text(meta.spec),
          description: text((t as { description?: unknown }).description),
          label,
        });
      }
    }
  }
  return { machineId: machine.id, root, states, transitions };
}

/** Whether `node` is `ancestor` or lies inside it. */
export function within(node: DiagramState, ancestor: DiagramState): boolean {
  for (let n: DiagramState | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

/**
 * The state whose block an edge between `a` and `b` is written in: the deepest state that
 * strictly contains both (the root for top-level edges), never a parallel state (its body
 * holds only its regions).
 */
export function edgeScope(a: DiagramState, b: DiagramState): DiagramState {
  let scope = a.parent ?? a;
  while (scope.parent && !(within(b, scope) && b !== scope)) scope = scope.parent;
  while (scope.type === 'parallel' && scope.parent) scope = scope.parent;
  return scope;
}
