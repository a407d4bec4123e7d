import { useIntents } from '@shared/flows/useIntents';

import { ThankYouContext } from './ThankYouContext';

/** The user's intents on the thank-you / receipt page; views never build event objects. */
export function useThankYouEvents() {
  return useIntents(ThankYouContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    continueOn: () => send({ type: 'continue.request' }),
    finishSurvey: () => send({ type: 'survey.finish' }),
    print: () => send({ type: 'receipt.print' }),
    download: () => send({ type: 'receipt.download' }),
    email: () => send({ type: 'receipt.email' }),
  }));
}
