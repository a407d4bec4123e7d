import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { chapterMachine } from '@machines/chapter';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useLatestCallback } from '@shared/flows/useLatestCallback';
import { useEndpoints, useServices } from '@shared/services';
import { useIdle } from '@flows/session/sessionSelectors';
import { useSessionEvents } from '@flows/session/useSessionEvents';

import { createChapterImplementations } from './chapter.actors';
import { ChapterBindings } from './ChapterBindings';
import { ChapterContext } from './ChapterContext';
import { ChapterView } from './ChapterView';

/** A page visit's batch ids start with this, so two visits (or tabs) never reuse one. */
const visitId = () => crypto.randomUUID();

/** Route /home/chapter: the chapter chapter-launch opened (02 §3 studentCourseChapterId, stored). */
export default function ChapterFlow() {
  const { storage } = useServices();
  const { i18n } = useLingui();
  const api = useEndpoints(courseTakingEndpoints);
  const { logout } = useSessionEvents();
  const idle = useIdle();
  const signOut = useLatestCallback(logout);
  // The i18n instance is the app's one; its locale is read when a chapter loads.
  const language = () => i18n.locale;
  const logic = useFlowLogic((navigate) =>
    chapterMachine.provide(createChapterImplementations({ api, storage, navigate, language, signOut })),
  );
  const input = useOnce(() => {
    const studentCourseChapterId = storage.get('studentCourseChapterId');
    return studentCourseChapterId === undefined
      ? undefined
      : { studentCourseChapterId, pending: storage.get('pendingTime') ?? null, batchPrefix: visitId() };
  });
  // No chapter opened in this browser: chapter launch decides which one.
  if (!input) return <Navigate to={routes.chapterLaunch} replace />;
  return (
    <ChapterContext.Provider logic={logic} options={{ input }}>
      <ChapterBindings idle={idle} />
      <ChapterView />
    </ChapterContext.Provider>
  );
}
