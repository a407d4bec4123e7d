import { devToolsSchema } from '@contracts/devTools';
import * as apiPaths from '@contracts/paths';
import { installInspector } from '@shared/flows/inspection';

import { createFlowTrace, type FlowTrace } from './flowTrace';

declare global {
  interface Window {
    /** What the flow inspector recorded (the browser path tests read it). */
    __flowTrace?: FlowTrace;
  }
}

/**
 * `?inspect` (issue 17): only when the server is the embedded default (its /dev/tools answers), every flow's actor is
 * inspected from the first render on, and what it did is kept on `window.__flowTrace`.
 */
export async function startInspector(): Promise<boolean> {
  const res = await fetch(apiPaths.devTools, { headers: { accept: 'application/json' } });
  if (!res.ok) return false;
  const tools = devToolsSchema.safeParse(await res.json());
  if (!tools.success || !tools.data.inspect) return false;
  const { trace, inspect } = createFlowTrace();
  window.__flowTrace = trace;
  installInspector(inspect);
  return true;
}
