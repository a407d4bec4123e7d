import { useLingui } from '@lingui/react/macro';

import { courseOutlineMachine } from '@machines/courseOutline';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useIntents } from '@shared/flows/useIntents';
import { useEndpoints, useServices } from '@shared/services';

import { createCourseOutlineImplementations } from './courseOutline.actors';
import { CourseOutlineContext } from './CourseOutlineContext';

/** The outline machine with the app's I/O, in the interface language. */
export function useCourseOutlineLogic() {
  const { i18n } = useLingui();
  const { storage } = useServices();
  const api = useEndpoints(courseTakingEndpoints);
  return useFlowLogic((navigate) =>
    courseOutlineMachine.provide(
      createCourseOutlineImplementations({ api, navigate, storage, language: () => i18n.locale }),
    ),
  );
}

export function useCourseOutlineEvents() {
  return useIntents(CourseOutlineContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    continueCourse: () => send({ type: 'course.continue' }),
    openChapter: (chapterNumber: number) => send({ type: 'chapter.open', chapterNumber }),
  }));
}
