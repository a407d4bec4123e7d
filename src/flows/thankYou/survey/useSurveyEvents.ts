import { useMemo } from 'react';

import type { CourseSelection, SurveyStars } from '@machines/survey';

import { SurveyContext } from './SurveyContext';

/** The student's intents in the survey; views never build event objects. */
export function useSurveyEvents() {
  const actor = SurveyContext.useActorRef();
  return useMemo(
    () => ({
      chooseStars: (stars: SurveyStars) => actor.send({ type: 'rating.choose', stars }),
      chooseCourseSelection: (answer: CourseSelection) => actor.send({ type: 'courseSelection.choose', answer }),
      submit: (comments: string) => actor.send({ type: 'survey.submit', comments }),
      skip: () => actor.send({ type: 'survey.skip' }),
    }),
    [actor],
  );
}
