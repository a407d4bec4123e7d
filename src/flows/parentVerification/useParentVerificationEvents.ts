import type { ParentFields } from '@machines/parentVerification';
import { useIntents } from '@shared/flows/useIntents';

import { ParentVerificationContext } from './ParentVerificationContext';

/** The intents on the parent verification page; views never build event objects. */
export function useParentVerificationEvents() {
  return useIntents(ParentVerificationContext, (send) => ({
    submit: (fields: ParentFields) => send({ type: 'form.submit', fields }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
