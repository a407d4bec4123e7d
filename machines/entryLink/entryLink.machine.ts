import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  EntryLink,
  EntryLinkContext,
  EntryLinkEvent,
  EntryLinkInput,
  ParentClaims,
  StoreParentFlowParams,
} from './entryLink.types';

type Link<K extends EntryLink['kind']> = Extract<EntryLink, { kind: K }>;

const isLinkOf = <K extends EntryLink['kind']>(link: EntryLink, kind: K): link is Link<K> => link.kind === kind;

/** The entry link of the kind the `isKind` guard chose (the state or transition reading it is only taken for that kind). */
function linkOf<K extends EntryLink['kind']>(context: EntryLinkContext, kind: K): Link<K> {
  if (!isLinkOf(context.link, kind)) throw new Error(`The entry link is not a ${kind} link`);
  return context.link;
}

/**
 * 01 §2 Entry query parameters: the start page first acts on the link it was opened with
 * (hash route, marketing redirect, backend login, student link, parent link); without one
 * the landing page shows.
 */
export const entryLinkMachine = setup({
  types: {
    context: {} as EntryLinkContext,
    events: {} as EntryLinkEvent,
    input: {} as EntryLinkInput,
  },
  actors: {
    verifyParentToken: provided<ParentClaims, { token: string }>('verifyParentToken'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
    /** Opens a legacy address inside the app as it is (any path the router knows, with its query). */
    openLegacyAddress: (_, _params: { address: string }) => {},
    /** Leaves the app for the configured marketing site. */
    openExternal: (_, _params: { url: string }) => {},
    /** Stores loginFlag, backendLoginFlag, isLoggedIn 'true' and the token. */
    storeBackendLogin: (_, _params: Link<'backendLogin'>) => {},
    /** Clears storage, then stores the token, studentId, studentPaymentTrxId and the login flag. */
    storeStudentLink: (_, _params: Link<'studentLink'>) => {},
    /** Stores the claims, the token and parentEmailFlow 'true' (the client then sends the token without Bearer). */
    storeParentFlow: (_, _params: StoreParentFlowParams) => {},
  },
  guards: {
    isKind: ({ context }, kind: EntryLink['kind']) => context.link.kind === kind,
  },
}).createMachine({
  id: 'entryLink',
  context: ({ input }) => ({ link: input.link }),
  initial: 'reading',
  states: {
    reading: {
      always: [
        {
          guard: { type: 'isKind', params: 'hashRoute' },
          target: 'left',
          description: 'A hash-routed address opens the same page with browser routing.',
          actions: {
            type: 'openLegacyAddress',
            params: ({ context }) => ({ address: linkOf(context, 'hashRoute').to }),
          },
        },
        {
          guard: { type: 'isKind', params: 'marketingSite' },
          target: 'left',
          meta: {
            spec: '01 §2: a visitor whose address lacks /gsa/ and has no vehicleTag may be redirected to the marketing site',
          },
          actions: { type: 'openExternal', params: ({ context }) => ({ url: linkOf(context, 'marketingSite').url }) },
        },
        {
          guard: { type: 'isKind', params: 'backendLogin' },
          target: 'left',
          meta: {
            spec: '01 §2 Entry: authToken stores a login flag and the token, goes to /home/personal-information',
          },
          actions: [
            { type: 'storeBackendLogin', params: ({ context }) => linkOf(context, 'backendLogin') },
            { type: 'navigate', params: { to: routes.personalInformation, replace: true } },
          ],
        },
        {
          guard: { type: 'isKind', params: 'studentLink' },
          target: 'left',
          meta: {
            spec: '01 §2 Entry: authToken, studentId and studentPaymentTrxId clear storage, store them and redirect',
          },
          description: 'The auth-check page confirms the student and opens the dashboard.',
          actions: [
            { type: 'storeStudentLink', params: ({ context }) => linkOf(context, 'studentLink') },
            { type: 'navigate', params: { to: routes.authCheck, replace: true } },
          ],
        },
        { guard: { type: 'isKind', params: 'parentLink' }, target: 'verifying' },
        { target: 'absent', description: 'No entry parameters: the landing page shows.' },
      ],
    },
    verifying: {
      description: 'The server checks the parent token and answers its claims.',
      meta: { spec: '01 §2 Entry: token or studentSource (parent flow) goes to /home/parent-cart-summary' },
      invoke: {
        id: 'verifyParentToken',
        src: 'verifyParentToken',
        input: ({ context }) => ({ token: linkOf(context, 'parentLink').token }),
        onDone: {
          target: 'left',
          actions: [
            assign({ failure: undefined }),
            {
              type: 'storeParentFlow',
              params: ({ context, event }) => ({ token: linkOf(context, 'parentLink').token, claims: event.output }),
            },
            { type: 'navigate', params: { to: routes.parentCartSummary, replace: true } },
          ],
        },
        onError: { target: 'refused', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    refused: {
      description: 'The link could not be verified: the message with a retry and a link home.',
      on: { 'verification.retry': { target: 'verifying' } },
    },
    absent: { type: 'final' },
    left: { type: 'final' },
  },
});
