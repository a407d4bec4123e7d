import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A transition of the machine definition: source, event, guard branch and target. */
export interface TransitionInfo {
  key: string;
  label: string;
}

function guardName(t: AnyTransitionDefinition): string | undefined {
  const guard = t.guard as unknown;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline guard';
}

/** A stable key: the same for a machine and its `.provide()`d copies. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = source.always?.includes(t) ? source.always : (source.transitions.get(t.eventType) ?? []);
  const branch = list.indexOf(t);
  return `${source.id}|${t.eventType || 'always'}|${branch}`;
}

export function transitionLabel(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id).join(', ') || '(stays)';
  const guard = guardName(t);
  return `${source.id} --${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states)) yield* stateNodes(child as AnyStateNode);
}

/** Every transition the machine defines, in document order. */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of stateNodes(machine.root)) {
    const lists = [...node.transitions.values(), node.always ?? []];
    for (const list of lists) for (const t of list) out.push({ key: transitionKey(t), label: transitionLabel(t) });
  }
  return out;
}
