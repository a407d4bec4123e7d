// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { sessionEndpoints } from '@shared/api/endpoints/session';
import { createAppStorage } from '@shared/storage';
import { createSessionActors } from '@flows/session/session.actors';

import { memoryStorageArea } from '../../model/branding.services';
import { type ActorsWith, answersTable, failuresPassThrough, fakeArea, noData, run } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createSessionActors(fakeArea(sessionEndpoints, calls), createAppStorage(memoryStorageArea()));
const timeUpdate = { studentCourseId: 7, studentCourseChapterId: 70, logoutTimeSpent: 120 };
const logoutRequest = { studentId: 41 };

describe('createSessionActors', () => {
  answersTable('$name and ends without output', actorsWith, { answer: noData() }, [
    {
      name: 'updateChapterTime sends the time record',
      actor: 'updateChapterTime',
      call: 'updateChapterTime',
      input: timeUpdate,
    },
    { name: 'logout sends the student', actor: 'logout', call: 'logout', input: logoutRequest },
  ]);

  it.each([
    { name: 'nothing stored', stored: {}, output: { isCourseHasAccessTimeLimitPerDay: false } },
    {
      name: 'a chapter in progress and a logout address',
      stored: {
        studentId: 41,
        studentCourseId: 7,
        studentCourseChapterId: 70,
        logoutTimeSpent: 120,
        isCourseHasAccessTimeLimitPerDay: 'true',
        logoutRedirectUrl: '/register',
      },
      output: {
        studentId: 41,
        studentCourseId: 7,
        studentCourseChapterId: 70,
        logoutTimeSpent: 120,
        isCourseHasAccessTimeLimitPerDay: true,
        logoutRedirectUrl: '/register',
      },
    },
  ])('readStoredSession reads what logout needs from storage: $name', async ({ stored, output }) => {
    const storage = createAppStorage(memoryStorageArea());
    for (const [key, value] of Object.entries(stored)) storage.set(key as never, value as never);
    const result = await run(createSessionActors(fakeArea(sessionEndpoints, {}), storage).readStoredSession);
    expect(JSON.parse(JSON.stringify(result))).toEqual({ output });
  });

  failuresPassThrough(actorsWith, [
    ['updateChapterTime', 'updateChapterTime', timeUpdate],
    ['logout', 'logout', logoutRequest],
  ]);
});
