import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { provided } from '../shared/provided';
import * as timings from '../timings';
import { logoutDestination, logoutRequestOf, timeUpdateOf } from './session.requests';
import type { LogoutInput, SessionContext, SessionEvent, StoredSessionValues, TimeUpdateInput } from './session.types';

/** 01 §4 Session guard / §8, 02 §4 / §8: an ended session leaves a flag the login page reads. */
const endedByServer = {
  target: '.signedOut',
  description: 'Access Denied, 401 or session false: clear storage, set the accessDenied flag, go to /login.',
  meta: { spec: '01 §4 Session guard, 01 §8, 02 §4, 02 §8' },
  actions: ['clearSession', 'markAccessDenied', { type: 'navigate', params: { to: routes.login, replace: true } }],
} as const;

/**
 * The signed-in session, run once at the app root: idle watch and 'Are you still there?',
 * logout with its time update, and the endings the API client signals.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the values logout sends (and where it goes) before storage is cleared. */
    readStoredSession: provided<StoredSessionValues>('readStoredSession'),
    updateChapterTime: provided<void, TimeUpdateInput>('updateChapterTime'),
    logout: provided<void, LogoutInput>('logout'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** 01 §4 Session guard: the stored logout address (another site or a page of the app), else /login. */
    leaveTo: (_, _params: { address: string }) => {},
    /** Clears every stored value except the language (and the accessDenied flag). */
    clearSession: () => {},
    /** Sets the stored accessDenied flag, so the login page can say the session ended. */
    markAccessDenied: () => {},
  },
  guards: {
    inactivityPromptEnabled: ({ context }) => context.inactivityPrompt,
    hasTimeUpdate: ({ context }) => timeUpdateOf(context.stored) !== undefined,
    hasStudent: ({ context }) => logoutRequestOf(context.stored) !== undefined,
  },
  delays: {
    idleTimeout: timings.idleTimeout,
    idleLogoutGrace: timings.idleLogoutGrace,
  },
}).createMachine({
  id: 'session',
  context: { inactivityPrompt: false },
  initial: 'listening',
  states: {
    listening: {
      description: 'Follows the stored IsLoggedIn flag at each navigation; the API signals end the session from here.',
      initial: 'signedOut',
      on: {
        'session.logout': { target: 'loggingOut' },
        'api.accessDenied': endedByServer,
        'api.unauthorized': endedByServer,
        'api.sessionEnded': endedByServer,
        'api.tokenExpired': { target: 'tokenExpired' },
      },
      states: {
        signedOut: {
          on: {
            'session.found': {
              target: 'signedIn',
              actions: assign({ inactivityPrompt: ({ event }) => event.inactivityPrompt }),
            },
          },
        },
        signedIn: {
          initial: 'active',
          on: {
            'session.lost': { target: 'signedOut' },
            'session.found': { actions: assign({ inactivityPrompt: ({ event }) => event.inactivityPrompt }) },
          },
          states: {
            active: {
              description: 'Any pointer, key, scroll or touch activity restarts the 5-minute idle timer.',
              meta: { spec: '01 §4 Inactivity, 02 §4, 02 §9' },
              on: { 'activity.detect': { target: 'active', reenter: true } },
              after: {
                idleTimeout: [{ guard: 'inactivityPromptEnabled', target: 'warning' }, { target: 'idle' }],
              },
            },
            idle: {
              description:
                'Idle with the inactivityTimeoutFlagEnabled flag off: nothing is shown until the student is active again.',
              on: { 'activity.detect': { target: 'active' } },
            },
            warning: {
              description:
                "'Are you still there?' with Yes; no answer within 90 seconds logs out. Activity alone does not answer it.",
              meta: { spec: '01 §4 Inactivity, 02 §4, 02 §9' },
              on: { 'presence.confirm': { target: 'active' } },
              after: { idleLogoutGrace: { target: '#session.loggingOut' } },
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'Time update (when stored), then the logout call; a failure of either still clears and leaves.',
      meta: { spec: '01 §4 Session guard, 01 §7 Logout and Time update, 02 §4, 02 §7' },
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readStoredSession',
            src: 'readStoredSession',
            onDone: { target: 'deciding', actions: assign({ stored: ({ event }) => event.output }) },
            onError: { target: 'leaving' },
          },
        },
        deciding: {
          description:
            'The time update is sent only when studentCourseChapterId, studentCourseId and logoutTimeSpent are stored.',
          always: [{ guard: 'hasTimeUpdate', target: 'savingTime' }, { target: 'closing' }],
        },
        savingTime: {
          invoke: {
            id: 'updateChapterTime',
            src: 'updateChapterTime',
            input: ({ context }) => timeUpdateOf(context.stored)!,
            onDone: { target: 'closing' },
            onError: { target: 'closing' },
          },
        },
        closing: {
          description: 'The logout call needs the stored studentId; without it there is no server session to end.',
          always: [{ guard: 'hasStudent', target: 'signingOut' }, { target: 'leaving' }],
        },
        signingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => logoutRequestOf(context.stored)!,
            onDone: { target: 'leaving' },
            onError: { target: 'leaving' },
          },
        },
        leaving: {
          always: {
            target: '#session.listening.signedOut',
            actions: [
              'clearSession',
              { type: 'leaveTo', params: ({ context }) => ({ address: logoutDestination(context.stored) }) },
              assign({ stored: undefined }),
            ],
          },
        },
      },
    },
    tokenExpired: {
      description: "'Your Token has been expired so you are redirected to Login Page.' with OK, then clear and /login.",
      meta: { spec: '01 §2 Other modals, 01 §8 Verification' },
      on: {
        'expiry.acknowledge': {
          target: '#session.listening.signedOut',
          actions: ['clearSession', { type: 'navigate', params: { to: routes.login, replace: true } }],
        },
      },
    },
  },
});
