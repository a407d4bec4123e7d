import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A transition's stable key, `<source state id>|<event type or 'always'>|<branch>`: the same for a machine and its
 * `.provide()`d copies, so the jsdom path tests, the browser path tests and the inspector count the same transitions.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = source.always?.includes(t) ? source.always : (source.transitions.get(t.eventType) ?? []);
  const branch = list.indexOf(t);
  return `${source.id}|${t.eventType || 'always'}|${branch}`;
}
