import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';

import { transitionKey } from '@shared/flows/transitionKey';

import { maskPersonal } from './masking';

/** One running machine as the inspector saw it. */
export interface TracedActor {
  /** The machine's id (its `id` in createMachine), e.g. 'login'. */
  machineId: string;
  /** The actor's id in its system: the root's session id, or a child's invoke id. */
  actorId: string;
  parentId: string | null;
  value: unknown;
  /** Every state value it was in, in order (the browser path tests follow states the server leaves at once). */
  history: unknown[];
  status: string;
  /** Every transition taken, in order, as `transitionKey` writes it. */
  transitions: string[];
  /** The last events it received, their data masked (masking.ts). */
  events: Array<{ type: string; data: unknown }>;
  /** Its context, masked. */
  context: unknown;
}

/** Every machine actor the page ran, by session id (`window.__flowTrace`). */
export type FlowTrace = Record<string, TracedActor>;

const lastEvents = 20;

interface MachineRef {
  sessionId: string;
  id: string;
  machineId: string;
  parentId: string | null;
}

const field = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null && key in o ? (o as Record<string, unknown>)[key] : undefined;

/** A machine actor's ids (promise and callback actors have no machine config, and are left out). */
function machineRef(ref: unknown): MachineRef | undefined {
  const logic = field(ref, 'logic');
  if (typeof field(logic, 'config') !== 'object') return undefined;
  const parent = field(ref, '_parent');
  return {
    sessionId: String(field(ref, 'sessionId')),
    id: String(field(ref, 'id')),
    machineId: String(field(logic, 'id')),
    parentId: parent ? String(field(parent, 'sessionId')) : null,
  };
}

/** Records what every machine actor does; `onChange` is told after each change (the panel redraws). */
export function createFlowTrace(onChange: () => void = () => {}) {
  const trace: FlowTrace = {};
  const actorOf = (ref: unknown): TracedActor | undefined => {
    const m = machineRef(ref);
    if (!m) return undefined;
    trace[m.sessionId] ??= {
      machineId: m.machineId,
      actorId: m.id,
      parentId: m.parentId,
      value: null,
      history: [],
      status: 'active',
      transitions: [],
      events: [],
      context: null,
    };
    return trace[m.sessionId];
  };
  const inspect = (ev: InspectionEvent) => {
    const actor = actorOf(ev.actorRef);
    if (!actor) return;
    if (ev.type === '@xstate.microstep')
      for (const t of ev._transitions as AnyTransitionDefinition[]) actor.transitions.push(transitionKey(t));
    if (ev.type === '@xstate.event') {
      const { type, ...data } = ev.event;
      actor.events = [...actor.events, { type, data: maskPersonal(data) }].slice(-lastEvents);
    }
    if (ev.type === '@xstate.snapshot' || ev.type === '@xstate.microstep') {
      const value = field(ev.snapshot, 'value') ?? null;
      if (JSON.stringify(value) !== JSON.stringify(actor.value)) actor.history.push(value);
      actor.value = value;
      actor.context = maskPersonal(field(ev.snapshot, 'context') ?? null);
      actor.status = String(field(ev.snapshot, 'status') ?? 'active');
    }
    onChange();
  };
  return { trace, inspect };
}
