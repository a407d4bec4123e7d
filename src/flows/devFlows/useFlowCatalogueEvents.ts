import { useIntents } from '@shared/flows/useIntents';

import { FlowCatalogueContext } from './FlowCatalogueContext';

export function useFlowCatalogueEvents() {
  return useIntents(FlowCatalogueContext, (send) => ({
    openFlow: (flowId: string) => send({ type: 'flow.select', flowId }),
    choosePath: (pathIndex: number) => send({ type: 'path.select', pathIndex }),
    next: () => send({ type: 'step.next' }),
    previous: () => send({ type: 'step.previous' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
