import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { chapterLaunchMachine } from '@machines/chapterLaunch';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { identityCheckEndpoints } from '@shared/api/endpoints/identityChecks';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { CameraContext, createBrowserCamera } from '../identityCheck/camera';
import { createChapterLaunchImplementations } from './chapterLaunch.actors';
import { ChapterLaunchBindings } from './ChapterLaunchBindings';
import { ChapterLaunchContext } from './ChapterLaunchContext';
import { ChapterLaunchView } from './ChapterLaunchView';

/** The chapter asked for by the table of contents (?chapter=N), when it is a whole number. */
const chapterOf = (search: URLSearchParams) => {
  const n = Number(search.get('chapter'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Route /home/chapter-launch: the course chosen on the dashboard (02 §3 studentCourseId, stored). */
export default function ChapterLaunchFlow() {
  const { storage } = useServices();
  const [search] = useSearchParams();
  const { i18n } = useLingui();
  const api = useEndpoints(courseTakingEndpoints);
  const identityApi = useEndpoints(identityCheckEndpoints);
  // One camera per visit, off when the page goes (a photo check turns it on).
  const camera = useOnce(createBrowserCamera);
  useEffect(() => () => camera.close(), [camera]);
  // The i18n instance is the app's one; its locale is read when a question loads.
  const identity = { api: identityApi, camera, language: () => i18n.locale };
  const logic = useFlowLogic((navigate) =>
    chapterLaunchMachine.provide(createChapterLaunchImplementations({ api, identity, storage, navigate })),
  );
  const input = useOnce(() => ({ studentCourseId: storage.get('studentCourseId'), chapterNumber: chapterOf(search) }));
  return (
    <CameraContext.Provider value={camera}>
      <ChapterLaunchContext.Provider logic={logic} options={{ input }}>
        <ChapterLaunchBindings />
        <ChapterLaunchView />
      </ChapterLaunchContext.Provider>
    </CameraContext.Provider>
  );
}
