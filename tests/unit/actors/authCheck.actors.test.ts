// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { createAppStorage } from '@shared/storage';
import { createAuthCheckActors } from '@flows/authCheck/authCheck.actors';

import { memoryStorageArea } from '../../model/branding.services';
import { type ActorsWith, answersTable, envelope, failuresPassThrough, fakeArea, run } from './actorTable';
import { studentRecord } from './sharedTables';

const actorsWith: ActorsWith = (calls) =>
  createAuthCheckActors(fakeArea(studentEndpoints, calls), createAppStorage(memoryStorageArea()));
const details = studentRecord({ inactivityTimeoutFlagEnabled: true, defaultStPaymentTrxId: null });

describe('createAuthCheckActors', () => {
  answersTable(
    'loadStudent $name',
    actorsWith,
    { actor: 'loadStudent', call: 'studentDetails', input: { studentId: 41 }, sent: [41] },
    [
      {
        name: 'keeps the student id and the inactivity setting',
        answer: envelope(details),
        output: { studentId: 41, inactivityTimeoutFlagEnabled: true },
      },
      {
        name: 'keeps an inactivity setting that is off',
        answer: envelope({ ...details, inactivityTimeoutFlagEnabled: false }),
        output: { studentId: 41, inactivityTimeoutFlagEnabled: false },
      },
    ],
  );

  it.each([
    {
      name: 'a login flag and a student',
      stored: { loginFlag: 'true', studentId: 41 },
      output: { loginFlag: true, studentId: 41 },
    },
    { name: 'a student without the flag', stored: { studentId: 41 }, output: { loginFlag: false, studentId: 41 } },
    { name: 'nothing', stored: {}, output: { loginFlag: false } },
  ])('readStoredLogin reads $name from storage', async ({ stored, output }) => {
    const storage = createAppStorage(memoryStorageArea());
    for (const [key, value] of Object.entries(stored)) storage.set(key as never, value as never);
    const result = await run(createAuthCheckActors(fakeArea(studentEndpoints, {}), storage).readStoredLogin);
    expect(JSON.parse(JSON.stringify(result))).toEqual({ output });
  });

  failuresPassThrough(actorsWith, [['loadStudent', 'studentDetails', { studentId: 41 }]]);
});
