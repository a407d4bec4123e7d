import { devToolsSchema } from '@contracts/devTools';
import * as apiPaths from '@contracts/paths';
import { installInspector } from '@shared/flows/inspection';

import { createFlowTrace, type FlowTrace } from './flowTrace';
import type { TraceStore } from './InspectorPanel';

/** The panel, in a root of its own beside the app's (its code loads now, only here). */
async function showPanel(store: TraceStore) {
  const { mountInspectorPanel } = await import('./InspectorPanel');
  mountInspectorPanel(store);
}

declare global {
  interface Window {
    /** What the flow inspector recorded (the browser path tests read it). */
    __flowTrace?: FlowTrace;
  }
}

/**
 * `?inspect`: only when the server is the embedded default (its /dev/tools answers), every flow's actor is
 * inspected from the first render on, and what it did is kept on `window.__flowTrace`.
 */
export async function startInspector(): Promise<boolean> {
  const res = await fetch(apiPaths.devTools, { headers: { accept: 'application/json' } });
  if (!res.ok) return false;
  const tools = devToolsSchema.safeParse(await res.json());
  if (!tools.success || !tools.data.inspect) return false;
  const listeners = new Set<() => void>();
  let version = 0;
  let scheduled = false;
  // Redraws at most once a frame, however many events a click causes.
  const changed = () => {
    version++;
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };
  const { trace, inspect } = createFlowTrace(changed);
  window.__flowTrace = trace;
  installInspector(inspect);
  await showPanel({
    trace,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  });
  return true;
}
