// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import * as routes from '@contracts/pages';
import type { PendingTime } from '@machines/chapter';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { identityCheckEndpoints } from '@shared/api/endpoints/identityChecks';
import { type AppStorage, createAppStorage } from '@shared/storage';
import {
  createChapterLaunchActors,
  createChapterLaunchImplementations,
} from '@flows/home/chapterLaunch/chapterLaunch.actors';
import { createBrowserCamera } from '@flows/home/identityCheck/camera';

import { memoryStorageArea } from '../../model/branding.services';
import { launches } from '../../model/chapterLaunch.model';
import {
  type ActorsWith,
  answersTable,
  type Calls,
  clientFailures,
  envelope,
  failing,
  failuresPassThrough,
  fakeArea,
  run,
} from './actorTable';

const emptyStorage = () => createAppStorage(memoryStorageArea());
const actorsWith: ActorsWith = (calls) =>
  createChapterLaunchActors(fakeArea(courseTakingEndpoints, calls), emptyStorage());

const ids = { studentCourseId: 50001, studentCourseChapterId: 90001 };
/** A failed update (its batch, with its id) and 4 seconds counted after it. */
const pending: PendingTime = { ...ids, batch: { updateId: 'visit-1-3', seconds: 30 }, unsent: 4 };
const update = (timeSpent: number, updateId: unknown) => ({
  ...ids,
  timeSpent,
  timeConsumedAfterIdentityVerification: 0,
  updateId,
});
const keptId = expect.stringMatching(/-kept$/);

/** `sendPendingTime` over `stored` pending time: each time update records what storage held when it was sent. */
async function sendPending(stored: PendingTime | undefined, timeManagement?: Calls[string]) {
  const storage = emptyStorage();
  if (stored) storage.set('pendingTime', stored);
  const storedAtCall: Array<PendingTime | undefined> = [];
  const call = vi.fn(async (...args: unknown[]) => {
    storedAtCall.push(storage.get('pendingTime'));
    return (timeManagement ?? (async () => envelope({})))(...(args as never[]));
  });
  const actors = createChapterLaunchActors(fakeArea(courseTakingEndpoints, { timeManagement: call }), storage);
  const result = await run(actors.sendPendingTime);
  return { result, call, storedAtCall, storage };
}

/** The time updates sent, each with the actor's signal and keepalive. */
const sentUpdates = (call: ReturnType<typeof vi.fn>) =>
  call.mock.calls.map(([body, signal, keepalive]) => {
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(keepalive).toBe(true);
    return body;
  });

describe('createChapterLaunchActors', () => {
  describe('sendPendingTime', () => {
    it('with nothing stored sends nothing', async () => {
      const { result, call } = await sendPending(undefined);
      expect(result).toEqual({ output: undefined });
      expect(call).not.toHaveBeenCalled();
    });

    it('sends the batch with its id, clears it, sends the seconds after it with a new id, then forgets them', async () => {
      const { result, call, storedAtCall, storage } = await sendPending(pending);
      expect(result).toEqual({ output: undefined });
      expect(sentUpdates(call)).toEqual([update(30, 'visit-1-3'), update(4, keptId)]);
      expect(call.mock.calls[1][0]).not.toMatchObject({ updateId: 'visit-1-3' });
      // The batch went first with the whole record stored; the seconds after it, once the batch was cleared.
      expect(storedAtCall).toEqual([pending, { ...pending, batch: null }]);
      expect(storage.get('pendingTime')).toBeUndefined();
    });

    it('sends a batch with nothing after it once', async () => {
      const { call, storage } = await sendPending({ ...pending, unsent: 0 });
      expect(sentUpdates(call)).toEqual([update(30, 'visit-1-3')]);
      expect(storage.get('pendingTime')).toBeUndefined();
    });

    it('sends seconds without a batch under a new id', async () => {
      const { call, storage } = await sendPending({ ...pending, batch: null });
      expect(sentUpdates(call)).toEqual([update(4, keptId)]);
      expect(storage.get('pendingTime')).toBeUndefined();
    });

    it('forgets a record with nothing left to send, without a call', async () => {
      const { call, storage } = await sendPending({ ...pending, batch: null, unsent: 0 });
      expect(call).not.toHaveBeenCalled();
      expect(storage.get('pendingTime')).toBeUndefined();
    });

    it.each(clientFailures)('keeps the record as it was when the batch fails with %s', async (_name, failure) => {
      const { result, call, storage } = await sendPending(pending, failing(failure));
      expect((result as { error: unknown }).error).toBe(failure);
      expect(call).toHaveBeenCalledTimes(1);
      expect(storage.get('pendingTime')).toEqual(pending);
    });

    it.each(clientFailures)('keeps the seconds after a sent batch when they fail with %s', async (_name, failure) => {
      let sent = 0;
      const { result, call, storage } = await sendPending(pending, async () => {
        if (sent++ === 0) return envelope({});
        throw failure;
      });
      expect((result as { error: unknown }).error).toBe(failure);
      expect(call).toHaveBeenCalledTimes(2);
      expect(storage.get('pendingTime')).toEqual({ ...pending, batch: null });
    });
  });

  answersTable('launchChapter answers $name', actorsWith, { actor: 'launchChapter', call: 'chapterLaunch' }, [
    ...launches.map((launch) => ({
      name: `the decision '${launch.outcome}'`,
      input: { studentCourseId: 50001 },
      answer: envelope(launch),
      output: launch,
    })),
    {
      name: 'the decision for a chapter picked in the table of contents',
      input: { studentCourseId: 50001, chapterNumber: 4 },
      answer: envelope(launches[0]),
      output: launches[0],
    },
  ]);

  failuresPassThrough(actorsWith, [['launchChapter', 'chapterLaunch', { studentCourseId: 50001 }]]);
});

describe('createChapterLaunchImplementations', () => {
  const implementations = (storage: AppStorage = emptyStorage(), navigate = vi.fn()) =>
    createChapterLaunchImplementations({
      api: fakeArea(courseTakingEndpoints, {}),
      identity: { api: fakeArea(identityCheckEndpoints, {}), camera: createBrowserCamera(), language: () => 'en' },
      storage,
      navigate,
    });

  it.each(launches.map((launch) => [launch.outcome, launch] as const))(
    "rememberChapter after the decision '%s'",
    (outcome, launch) => {
      const storage = emptyStorage();
      implementations(storage).actions.rememberChapter(undefined, launch);
      expect(storage.get('studentCourseChapterId')).toBe(outcome === 'open' ? 90004 : undefined);
    },
  );

  it('navigate navigates to the page', () => {
    const navigate = vi.fn();
    const { actions } = implementations(emptyStorage(), navigate);
    actions.navigate(undefined, { to: routes.chapter, replace: true });
    expect(navigate).toHaveBeenCalledWith({ to: routes.chapter, replace: true });
  });
});
