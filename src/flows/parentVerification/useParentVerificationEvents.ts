import { useMemo } from 'react';

import type { ParentFields } from '@machines/parentVerification';

import { ParentVerificationContext } from './ParentVerificationContext';

/** The intents on the parent verification page; views never build event objects. */
export function useParentVerificationEvents() {
  const actor = ParentVerificationContext.useActorRef();
  return useMemo(
    () => ({
      submit: (fields: ParentFields) => actor.send({ type: 'form.submit', fields }),
      retry: () => actor.send({ type: 'retry.request' }),
    }),
    [actor],
  );
}
