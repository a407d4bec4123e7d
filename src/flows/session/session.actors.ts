import { fromPromise } from 'xstate';
import type { LogoutInput, StoredSessionValues, TimeUpdateInput } from '@machines/session';
import { asFailure } from '@app/shared/api';
import type { SessionEndpoints } from '@app/shared/api/endpoints/session';
import type { AppStorage } from '@app/shared/storage';
import { readStoredSession } from './readStoredSession';

/** The real I/O of the session machine. */
export const createSessionActors = (api: SessionEndpoints, storage: AppStorage) => ({
  readStoredSession: fromPromise<StoredSessionValues>(async () => readStoredSession(storage)),
  updateChapterTime: fromPromise<void, TimeUpdateInput>(async ({ input, signal }) => {
    await asFailure(() => api.updateChapterTime(input, signal));
  }),
  logout: fromPromise<void, LogoutInput>(async ({ input, signal }) => {
    await asFailure(() => api.logout(input, signal));
  }),
});
