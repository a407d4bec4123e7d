import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

import { type FlowIndex, leafIds, loadDiagram, loadFlowIndex } from '@shared/diagrams/diagramFiles';
import { FlowDiagram } from '@shared/diagrams/FlowDiagram';

import type { FlowTrace, TracedActor } from './flowTrace';

import './inspectorPanel.css';

/** What the panel reads: the trace and a way to hear of its changes. */
export interface TraceStore {
  trace: FlowTrace;
  subscribe: (listener: () => void) => () => void;
  version: () => number;
}

const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
          .map(([k, v]) => `${k}.${stateText(v)}`)
          .join(' + ')
      : String(value);

const hasData = (data: unknown) => typeof data === 'object' && data !== null && Object.keys(data).length > 0;

function ActorCard({ actor, flowId }: { actor: TracedActor; flowId: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    if (!open || !flowId || svg) return;
    loadDiagram(flowId).then(setSvg, (error: unknown) => console.warn('The diagram could not load', error));
  }, [open, flowId, svg]);
  return (
    <li className="inspector__actor">
      <p>
        <strong>{actor.machineId}</strong>
        {actor.parentId ? ` (${actor.actorId})` : ''}: <code>{stateText(actor.value)}</code>
        {actor.status !== 'active' ? ` — ${actor.status}` : ''}
      </p>
      {flowId ? (
        <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide diagram' : 'Show diagram'}
        </button>
      ) : null}
      {open && svg ? (
        <FlowDiagram
          svg={svg}
          active={leafIds(actor.machineId, actor.value)}
          label={`Statechart of ${actor.machineId}`}
        />
      ) : null}
      <details>
        <summary>Last events ({actor.events.length}) and context, personal data masked</summary>
        <ol>
          {actor.events.map((e, i) => (
            <li key={i}>
              <code>{e.type}</code> {hasData(e.data) ? JSON.stringify(e.data) : ''}
            </li>
          ))}
        </ol>
        <pre>{JSON.stringify(actor.context, null, 1)}</pre>
      </details>
    </li>
  );
}

/**
 * The `?inspect` panel: every flow actor the page runs, where it is (on its diagram when one exists), its
 * last events and its context, with personal data masked. Fully offline: the diagrams are this build's docs/flows.
 */
export function InspectorPanel({ store }: { store: TraceStore }) {
  useSyncExternalStore(store.subscribe, store.version);
  const [hidden, setHidden] = useState(false);
  const [index, setIndex] = useState<FlowIndex>([]);
  useEffect(() => {
    loadFlowIndex().then(setIndex, (error: unknown) => console.warn('The flow index could not load', error));
  }, []);
  const running = Object.values(store.trace).filter((a) => a.status === 'active');
  return (
    <aside className="inspector" aria-label="Flow inspector">
      <header>
        <strong>Flow inspector</strong> · {running.length} running
        <button type="button" onClick={() => setHidden(!hidden)} aria-expanded={!hidden}>
          {hidden ? 'Show' : 'Hide'}
        </button>
      </header>
      {hidden ? null : (
        <ul>
          {running.map((actor) => (
            <ActorCard
              key={`${actor.machineId}:${actor.actorId}`}
              actor={actor}
              flowId={index.find((f) => f.machineId === actor.machineId)?.id}
            />
          ))}
        </ul>
      )}
    </aside>
  );
}

/** Adds the panel to the page, in a React root of its own beside the app's. */
export function mountInspectorPanel(store: TraceStore) {
  const host = document.createElement('div');
  host.id = 'flow-inspector';
  document.body.append(host);
  createRoot(host).render(<InspectorPanel store={store} />);
}
