import { fromPromise } from 'xstate';

import type { entryLinkMachine, ParentClaims, StateWithCategory } from '@machines/entryLink';
import type { EntryLink, StoreParentFlowParams } from '@machines/entryLink';
import type { EntryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

/** The real I/O of the entry-link and /studentcourse-payment machines. */
export const createEntryLinkActors = (api: EntryLinksEndpoints) => ({
  verifyParentToken: fromPromise<ParentClaims, { token: string }>(
    async ({ input, signal }) => (await api.parentToken(input.token, signal)).data,
  ),
  loadStatesWithCategory: fromPromise<StateWithCategory[], { token: string }>(
    async ({ input, signal }) => (await api.statesWithCategory(input.token, signal)).data,
  ),
});

type Link<K extends EntryLink['kind']> = Extract<EntryLink, { kind: K }>;

/** The storage writes of the entry links (01 §2 Entry query parameters, §3 Browser-stored values). */
export const createEntryLinkStorage = (storage: AppStorage) => ({
  storeBackendLogin: (link: Link<'backendLogin'>) => {
    storage.remove('parentEmailFlow');
    storage.set('loginFlag', 'true');
    storage.set('backendLoginFlag', 'true');
    storage.set('isLoggedIn', 'true');
    storage.set('token', link.token);
  },
  storeStudentLink: (link: Link<'studentLink'>) => {
    storage.clearSession();
    storage.set('token', link.token);
    storage.set('studentId', link.studentId);
    storage.set('studentPaymentTrxId', link.studentPaymentTrxId);
    // /auth-check reads the login flag, loads the student and sets isLoggedIn.
    storage.set('loginFlag', 'true');
  },
  storeParentFlow: ({ token, claims }: StoreParentFlowParams) => {
    storage.clearSession();
    storage.set('token', token);
    storage.set('parentEmailFlow', 'true');
    storage.set('isLoggedIn', 'true');
    storage.set('studentId', claims.studentId);
    storage.set('organisationId', claims.organisationId);
    storage.set('configCourseId', claims.primaryConfigCourseId);
    storage.set('secondaryConfigCourseIds', claims.secondaryConfigCourseIds);
    if (claims.studentPaymentTrxId === null) storage.remove('studentPaymentTrxId');
    else storage.set('studentPaymentTrxId', claims.studentPaymentTrxId);
  },
});

/** Everything the entry-link machine needs from the app: its I/O, storage and navigation. */
export const createEntryLinkImplementations = ({ api, storage, navigate }: FlowDeps & { api: EntryLinksEndpoints }) =>
  ({
    actors: createEntryLinkActors(api),
    actions: {
      navigate: navigateAction(navigate),
      // A legacy address may be any path the router knows, with its query: opened as it is.
      openLegacyAddress: (_, { address }) => navigate({ address, replace: true }),
      openExternal: (_, { url }) => window.location.assign(url),
      storeBackendLogin: (_, params) => createEntryLinkStorage(storage).storeBackendLogin(params),
      storeStudentLink: (_, params) => createEntryLinkStorage(storage).storeStudentLink(params),
      storeParentFlow: (_, params) => createEntryLinkStorage(storage).storeParentFlow(params),
    },
  }) satisfies ImplementationsOf<typeof entryLinkMachine>;
