import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

import { transitionKey } from '@shared/flows/transitionKey';

export { transitionKey };

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
