import { fromPromise } from 'xstate';

import type { LogoutInput, sessionMachine, StoredSessionValues, TimeUpdateInput } from '@machines/session';
import type { SessionEndpoints } from '@shared/api/endpoints/session';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

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

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createSessionImplementations = ({ api, storage, navigate }: FlowDeps & { api: SessionEndpoints }) =>
  ({
    actors: createSessionActors(api, storage),
    actions: {
      navigate: navigateAction(navigate),
      // A stored logout address may be another site; a path stays in the router.
      leaveTo: (_, { address }) =>
        /^https?:\/\//i.test(address) ? window.location.assign(address) : navigate({ address, replace: true }),
      clearSession: () => storage.clearSession(),
      markAccessDenied: () => storage.set('accessDenied', 'true'),
    },
  }) satisfies ImplementationsOf<typeof sessionMachine>;
