import { useIntents } from '@shared/flows/useIntents';

import { FaqsContext } from './FaqsContext';

export function useFaqsEvents() {
  return useIntents(FaqsContext, (send) => ({ retry: () => send({ type: 'retry.request' }) }));
}
