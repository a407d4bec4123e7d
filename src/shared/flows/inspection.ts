import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/**
 * The flow inspector's slot. The dev inspector (src/dev/inspect, loaded only with `?inspect` against the
 * embedded default server) installs itself here before the app renders; without it nothing is inspected.
 */
let installed: Inspect | undefined;

export function installInspector(inspect: Inspect) {
  installed = inspect;
}

/**
 * Every flow actor's default options (createFlowContext): its events go to the inspector when one is installed. A
 * Provider's own `inspect` (a test's coverage probe) replaces it, as @xstate/react merges options.
 */
export const flowActorOptions = { inspect: (event: InspectionEvent) => installed?.(event) };
