import { fromPromise } from 'xstate';
import type { LogoutInput, StoredSessionValues, TimeUpdateInput } from '@machines/session';
import type { SessionEndpoints } from '@app/shared/api/endpoints/session';
import type { AppStorage } from '@app/shared/storage';
import { readStoredSession } from './readStoredSession';

/** The real I/O of the session machine. */
export const createSessionActors = (api: SessionEndpoints, storage: AppStorage) => ({
  readStoredSession: fromPromise<StoredSessionValues>(async () => readStoredSession(storage)),
  updateChapterTime: fromPromise<void, TimeUpdateInput>(async ({ input, signal }) => {
    await api.updateChapterTime(input, signal);
  }),
  logout: fromPromise<void, LogoutInput>(async ({ input, signal }) => {
    await api.logout(input, signal);
  }),
});
