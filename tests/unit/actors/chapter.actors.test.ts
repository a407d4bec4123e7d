// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import * as routes from '@contracts/pages';
import type { PendingTime, TimeCredit } from '@machines/chapter';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { createAppStorage } from '@shared/storage';
import { createChapterActors, createChapterImplementations } from '@flows/home/chapter/chapter.actors';

import { memoryStorageArea } from '../../model/branding.services';
import { chapterPage } from '../../model/chapter.model';
import { type ActorsWith, answering, answersTable, envelope, failuresPassThrough, fakeArea, run } from './actorTable';

const language = () => 'es-LA';
const actorsWith: ActorsWith = (calls) => createChapterActors(fakeArea(courseTakingEndpoints, calls), language);

const sendTimeInput = {
  studentCourseId: 50001,
  studentCourseChapterId: 90001,
  batch: { updateId: 'visit-1-3', seconds: 30 },
  identityVerified: false,
};
const credit: TimeCredit = {
  credited: 30,
  chapterSeconds: 90,
  requiredSeconds: 120,
  chapterCompleted: false,
  courseSeconds: 270,
  today: { limited: true, availableSeconds: 5310, resetsAt: null },
  breakUntil: null,
};
const pending: PendingTime = {
  studentCourseId: 50001,
  studentCourseChapterId: 90001,
  batch: { updateId: 'visit-1-3', seconds: 30 },
  unsent: 4,
};

/** The chapter's implementations over fake calls, in-memory storage and recorded navigate and signOut. */
function implementations() {
  const storage = createAppStorage(memoryStorageArea());
  const navigate = vi.fn();
  const signOut = vi.fn();
  const { actions } = createChapterImplementations({
    api: fakeArea(courseTakingEndpoints, {}),
    language,
    storage,
    navigate,
    signOut,
  });
  return { actions, storage, navigate, signOut };
}

describe('createChapterActors', () => {
  answersTable(
    'loadChapter answers $name',
    actorsWith,
    {
      actor: 'loadChapter',
      call: 'chapterContent',
      input: { studentCourseChapterId: 90001 },
      sent: [90001, 'es-LA'],
    },
    [{ name: 'the chapter page in the interface language', answer: envelope(chapterPage), output: chapterPage }],
  );

  it('sendTime sends the batch with its id, the signal and keepalive, and answers the credit', async () => {
    const timeManagement = answering(envelope(credit));
    const result = await run(actorsWith({ timeManagement }).sendTime, sendTimeInput);
    expect(result).toEqual({ output: credit });
    expect(timeManagement).toHaveBeenCalledTimes(1);
    expect(timeManagement).toHaveBeenCalledWith(
      {
        studentCourseId: 50001,
        studentCourseChapterId: 90001,
        timeSpent: 30,
        timeConsumedAfterIdentityVerification: 0,
        updateId: 'visit-1-3',
      },
      expect.any(AbortSignal),
      true,
    );
  });

  it('sendTime sends the batch as time after an identity verification when the chapter opened after one', async () => {
    const timeManagement = answering(envelope(credit));
    await run(actorsWith({ timeManagement }).sendTime, { ...sendTimeInput, identityVerified: true });
    expect(timeManagement).toHaveBeenCalledWith(
      expect.objectContaining({ timeSpent: 30, timeConsumedAfterIdentityVerification: 30 }),
      expect.any(AbortSignal),
      true,
    );
  });

  failuresPassThrough(actorsWith, [
    ['loadChapter', 'chapterContent', { studentCourseChapterId: 90001 }],
    ['sendTime', 'timeManagement', sendTimeInput],
  ]);
});

describe('createChapterImplementations', () => {
  it('keepPending stores the pending time', () => {
    const { actions, storage } = implementations();
    actions.keepPending(undefined, pending);
    expect(storage.get('pendingTime')).toEqual(pending);
  });

  it('keepPending with nothing pending removes the stored pending time', () => {
    const { actions, storage } = implementations();
    storage.set('pendingTime', pending);
    actions.keepPending(undefined, null);
    expect(storage.get('pendingTime')).toBeUndefined();
  });

  it('signOut calls the session flow’s logout', () => {
    const { actions, signOut } = implementations();
    actions.signOut();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('navigate navigates to the page', () => {
    const { actions, navigate } = implementations();
    actions.navigate(undefined, { to: routes.courseDashboard });
    expect(navigate).toHaveBeenCalledWith({ to: routes.courseDashboard });
  });
});
