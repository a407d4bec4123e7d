import { useIntents } from '@shared/flows/useIntents';

import { TakeSurveyContext } from './TakeSurveyContext';

/** The user's intents on the take-survey page; views never build event objects. */
export function useTakeSurveyEvents() {
  return useIntents(TakeSurveyContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    finishSurvey: () => send({ type: 'survey.finish' }),
  }));
}
