/**
 * A small statechart that exercises everything the diagram generator draws: a guard, an
 * invoke with done/error, a named delay, a nested (compound) state, a parallel state, a final
 * state, an eventless transition, a targetless transition and spec references. It is used by
 * tests/unit/diagrams.test.ts only; real flows come from tests/model/registry.ts.
 */
import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';

import type { FlowModel } from '../../tests/model/harness/model';
import { done, failed, timers } from '../../tests/model/harness/model';

export const sampleMachine = setup({
  types: {
    context: {} as { attempts: number },
    events: {} as
      | { type: 'credentials.submit'; email: string }
      | { type: 'form.reset' }
      | { type: 'help.toggle' }
      | { type: 'retry' },
    input: {} as { attempts?: number },
  },
  actors: {
    authenticate: fromPromise<{ token: string }, { email: string }>(async () => ({ token: 'placeholder' })),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    clearForm: () => {},
  },
  guards: {
    hasAttemptsLeft: ({ context }) => context.attempts < 3,
  },
  delays: {
    passwordExpiredRedirect: 2000,
  },
}).createMachine({
  id: 'sample',
  initial: 'editing',
  context: ({ input }) => ({ attempts: input.attempts ?? 0 }),
  states: {
    editing: {
      description: 'The sign-in form is shown.',
      meta: { spec: '01 §4 Login' },
      initial: 'pristine',
      states: {
        pristine: { on: { 'form.reset': {} } },
        dirty: {},
      },
      on: {
        'credentials.submit': [
          { guard: 'hasAttemptsLeft', target: 'authenticating', meta: { spec: '01 §4 Login: submit' } },
          { target: 'locked', description: 'Too many attempts.' },
        ],
        'form.reset': { target: '.pristine', actions: 'clearForm' },
      },
    },
    authenticating: {
      invoke: {
        id: 'login',
        src: 'authenticate',
        input: () => ({ email: 'student@example.com' }),
        onDone: { target: 'signedIn' },
        onError: { target: 'failed', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
      },
    },
    failed: {
      after: { passwordExpiredRedirect: { target: 'editing', meta: { spec: '01 §4 Login: expired' } } },
      on: { retry: 'editing' },
    },
    locked: { type: 'final', description: 'Sign-in is locked.' },
    signedIn: {
      type: 'parallel',
      meta: { spec: '02 §2 Sidebar' },
      states: {
        content: {
          initial: 'loading',
          states: {
            loading: { always: { target: 'ready' } },
            ready: { entry: { type: 'navigate', params: { to: '/home/dashboard' } } },
          },
        },
        help: {
          initial: 'closed',
          states: {
            closed: { on: { 'help.toggle': 'open' } },
            open: { on: { 'help.toggle': 'closed' } },
          },
        },
      },
    },
  },
});

/** The sample as a flow model: what the registry would hold for a real flow. */
export const sampleModel: FlowModel<typeof sampleMachine> = {
  id: 'sample',
  title: 'Sample sign-in (generator test)',
  machine: sampleMachine,
  input: { attempts: 0 },
  events: (snapshot) => [
    { type: 'credentials.submit', email: 'student@example.com' },
    { type: 'form.reset' },
    { type: 'help.toggle' },
    { type: 'retry' },
    done('login', { token: 't' }),
    failed('login', { message: 'Invalid credentials' }),
    ...timers(snapshot),
  ],
  describeEvent: (event) => (event.type === 'credentials.submit' ? 'the student submits the sign-in form' : undefined),
};

/**
 * Edge cases the writers must survive: repeated state keys, reserved words as keys,
 * root-level (any state) transitions, history, a numeric delay, combined guards, a wildcard
 * event and a compound state's onDone.
 */
export const edgeCaseMachine = setup({
  types: { events: {} as { type: 'session.expire' } | { type: 'go' } | { type: 'note' } | { type: 'back' } },
  guards: { isReady: () => true, isAllowed: () => true },
}).createMachine({
  id: 'edge-cases',
  initial: 'state',
  on: { 'session.expire': { target: '.end', description: 'From anywhere: the session ends.' } },
  states: {
    state: {
      initial: 'idle',
      states: {
        idle: { on: { go: { target: 'done', guard: and(['isReady', not('isAllowed')]) } } },
        done: { type: 'final' },
        hist: { type: 'history' },
      },
      onDone: { target: 'other' },
    },
    other: {
      initial: 'idle',
      states: {
        idle: { after: { 1500: 'busy' } },
        busy: { on: { '*': { target: 'idle', guard: stateIn('other.busy') } } },
      },
      on: { back: 'state.hist', note: { actions: raise({ type: 'go' }) } },
    },
    end: { type: 'final' },
  },
});
