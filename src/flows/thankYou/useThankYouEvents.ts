import { useMemo } from 'react';

import { ThankYouContext } from './ThankYouContext';

/** The user's intents on the thank-you / receipt page; views never build event objects. */
export function useThankYouEvents() {
  const actor = ThankYouContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'retry.request' }),
      continueOn: () => actor.send({ type: 'continue.request' }),
      finishSurvey: () => actor.send({ type: 'survey.finish' }),
      print: () => actor.send({ type: 'receipt.print' }),
      download: () => actor.send({ type: 'receipt.download' }),
      email: () => actor.send({ type: 'receipt.email' }),
    }),
    [actor],
  );
}
