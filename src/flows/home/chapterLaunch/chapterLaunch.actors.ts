import { fromPromise } from 'xstate';

import type { ChapterLaunch, chapterLaunchMachine } from '@machines/chapterLaunch';
import type { CourseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

import { createIdentityCheckLogic, type IdentityCheckDeps } from '../identityCheck/identityCheck.actors';

/** Sends the study time storage kept (the batch with its id, then the seconds after it); a failure keeps it. */
async function sendPendingTime(api: CourseTakingEndpoints, storage: AppStorage, signal: AbortSignal) {
  const pending = storage.get('pendingTime');
  if (!pending) return;
  const ids = { studentCourseId: pending.studentCourseId, studentCourseChapterId: pending.studentCourseChapterId };
  const send = (seconds: number, updateId: string) =>
    api.timeManagement(
      { ...ids, timeSpent: seconds, timeConsumedAfterIdentityVerification: 0, updateId },
      signal,
      true,
    );
  if (pending.batch) {
    await send(pending.batch.seconds, pending.batch.updateId);
    storage.set('pendingTime', { ...pending, batch: null });
  }
  if (pending.unsent > 0) await send(pending.unsent, `${crypto.randomUUID()}-kept`);
  storage.remove('pendingTime');
}

export const createChapterLaunchActors = (api: CourseTakingEndpoints, storage: AppStorage) => ({
  sendPendingTime: fromPromise<void>(({ signal }) => sendPendingTime(api, storage, signal)),
  launchChapter: fromPromise<ChapterLaunch, { studentCourseId: number; chapterNumber?: number }>(
    async ({ input, signal }) => (await api.chapterLaunch(input, signal)).data,
  ),
});

export const createChapterLaunchImplementations = ({
  api,
  identity,
  storage,
  navigate,
}: FlowDeps & { api: CourseTakingEndpoints; identity: IdentityCheckDeps }) =>
  ({
    actors: { ...createChapterLaunchActors(api, storage), identityCheck: createIdentityCheckLogic(identity) },
    actions: {
      navigate: navigateAction(navigate),
      rememberChapter: (_: unknown, launch: ChapterLaunch) => {
        if (launch.outcome === 'open') storage.set('studentCourseChapterId', launch.studentCourseChapterId);
      },
    },
  }) satisfies ImplementationsOf<typeof chapterLaunchMachine>;
