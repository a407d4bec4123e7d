import { fromPromise } from 'xstate';

import type { chapterMachine, ChapterPage, PendingTime, SendTimeInput, TimeCredit } from '@machines/chapter';
import type { CourseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The chapter's I/O: course content and time management (02 §7), in the interface language. */
export const createChapterActors = (api: CourseTakingEndpoints, language: () => string) => ({
  loadChapter: fromPromise<ChapterPage, { studentCourseChapterId: number }>(
    async ({ input, signal }) => (await api.chapterContent(input.studentCourseChapterId, language(), signal)).data,
  ),
  // keepalive: an update sent as the tab is hidden or closed still arrives.
  sendTime: fromPromise<TimeCredit, SendTimeInput>(
    async ({ input, signal }) =>
      (
        await api.timeManagement(
          {
            studentCourseId: input.studentCourseId,
            studentCourseChapterId: input.studentCourseChapterId,
            timeSpent: input.batch.seconds,
            timeConsumedAfterIdentityVerification: input.identityVerified ? input.batch.seconds : 0,
            updateId: input.batch.updateId,
          },
          signal,
          true,
        )
      ).data,
  ),
});

export interface ChapterDeps extends FlowDeps {
  api: CourseTakingEndpoints;
  language: () => string;
  /** The session flow's logout. */
  signOut: () => void;
}

export const createChapterImplementations = ({ api, language, storage, navigate, signOut }: ChapterDeps) =>
  ({
    actors: createChapterActors(api, language),
    actions: {
      navigate: navigateAction(navigate),
      keepPending: (_: unknown, pending: PendingTime | null) =>
        pending ? storage.set('pendingTime', pending) : storage.remove('pendingTime'),
      signOut: () => signOut(),
    },
  }) satisfies ImplementationsOf<typeof chapterMachine>;
