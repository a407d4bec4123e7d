import { useIntents } from '@shared/flows/useIntents';

import { VerifyCertificateContext } from './VerifyCertificateContext';

/** The visitor's intents on /verify-certificate; views never build event objects. */
export function useVerifyCertificateEvents() {
  return useIntents(VerifyCertificateContext, (send) => ({
    changeCode: (typed: string) => send({ type: 'code.change', typed }),
    verify: () => send({ type: 'code.submit' }),
    retry: () => send({ type: 'check.retry' }),
    searchAgain: () => send({ type: 'search.restart' }),
  }));
}
