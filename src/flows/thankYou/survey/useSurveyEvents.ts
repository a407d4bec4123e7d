import type { CourseSelection, SurveyStars } from '@machines/survey';
import { useIntents } from '@shared/flows/useIntents';

import { SurveyContext } from './SurveyContext';

/** The student's intents in the survey; views never build event objects. */
export function useSurveyEvents() {
  return useIntents(SurveyContext, (send) => ({
    chooseStars: (stars: SurveyStars) => send({ type: 'rating.choose', stars }),
    chooseCourseSelection: (answer: CourseSelection) => send({ type: 'courseSelection.choose', answer }),
    submit: (comments: string) => send({ type: 'survey.submit', comments }),
    skip: () => send({ type: 'survey.skip' }),
  }));
}
