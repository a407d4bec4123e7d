import { assign, setup } from 'xstate';
import { failureOf } from '../shared/failure';
import type { EntryLink, EntryLinkContext, EntryLinkEvent, EntryLinkInput, ParentClaims, StoreParentFlowParams } from './entryLink.types';
import { provided } from '../shared/provided';

type Link<K extends EntryLink['kind']> = Extract<EntryLink, { kind: K }>;

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
    navigate: (_, _params: { to: string }) => {},
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
          actions: { type: 'navigate', params: ({ context }) => ({ to: (context.link as Link<'hashRoute'>).to }) },
        },
        {
          guard: { type: 'isKind', params: 'marketingSite' },
          target: 'left',
          meta: { spec: '01 §2: a visitor whose address lacks /gsa/ and has no vehicleTag may be redirected to the marketing site' },
          actions: { type: 'openExternal', params: ({ context }) => ({ url: (context.link as Link<'marketingSite'>).url }) },
        },
        {
          guard: { type: 'isKind', params: 'backendLogin' },
          target: 'left',
          meta: { spec: '01 §2 Entry: authToken stores a login flag and the token, goes to /home/personal-information' },
          actions: [
            { type: 'storeBackendLogin', params: ({ context }) => context.link as Link<'backendLogin'> },
            { type: 'navigate', params: { to: '/home/personal-information' } },
          ],
        },
        {
          guard: { type: 'isKind', params: 'studentLink' },
          target: 'left',
          meta: { spec: '01 §2 Entry: authToken, studentId and studentPaymentTrxId clear storage, store them and redirect' },
          description: 'The auth-check page confirms the student and opens the dashboard.',
          actions: [
            { type: 'storeStudentLink', params: ({ context }) => context.link as Link<'studentLink'> },
            { type: 'navigate', params: { to: '/auth-check' } },
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
        input: ({ context }) => ({ token: (context.link as Link<'parentLink'>).token }),
        onDone: {
          target: 'left',
          actions: [
            assign({ failure: undefined }),
            { type: 'storeParentFlow', params: ({ context, event }) => ({ token: (context.link as Link<'parentLink'>).token, claims: event.output }) },
            { type: 'navigate', params: { to: '/home/parent-cart-summary' } },
          ],
        },
        onError: { target: 'refused', actions: assign({ failure: ({ event }) => failureOf(event) }) },
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
