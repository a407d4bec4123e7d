import { useMemo } from 'react';

import { TakeSurveyContext } from './TakeSurveyContext';

/** The user's intents on the take-survey page; views never build event objects. */
export function useTakeSurveyEvents() {
  const actor = TakeSurveyContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'retry.request' }),
      finishSurvey: () => actor.send({ type: 'survey.finish' }),
    }),
    [actor],
  );
}
