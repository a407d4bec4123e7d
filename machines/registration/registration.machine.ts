import { assign, setup } from 'xstate';

import type { CoursePrice, UsState } from '@contracts/index';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  CourseRemapInput,
  FlexiFieldsInput,
  FlexiFieldsOutput,
  RegistrationContext,
  RegistrationEntry,
  RegistrationEvent,
  RegistrationInput,
} from './registration.types';
import { isRemapNotFound, needsStateList, nextProgress } from './registrationRules';

/**
 * 01 §2 /register, §4 State selection: the registration page's course set-up. It keeps the
 * link's values, loads the state list (state 1 of organisation 1001), the course name and the
 * extra (flexi) fields, and remaps the course when a state is chosen. The form and its submit
 * live in the view and the registrationSubmit flow.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    loadStates: provided<UsState[], void>('loadStates'),
    loadCoursePrice: provided<CoursePrice, { configCourseId: number }>('loadCoursePrice'),
    loadFlexiFields: provided<FlexiFieldsOutput, FlexiFieldsInput>('loadFlexiFields'),
    remapCourse: provided<number, CourseRemapInput>('remapCourse'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Keeps configCourseId, organisationId, stateId, vehicleTag and the tracking parameters. */
    storeEntry: (_, _params: RegistrationEntry) => {},
    storeConfigCourseId: (_, _params: { configCourseId: number }) => {},
    storeStateId: (_, _params: { stateId: number }) => {},
    storeCourseName: (_, _params: { courseName: string }) => {},
    /** Asks the branding again for this course (config-course attributes). */
    reloadBranding: (_, _params: { configCourseId: number }) => {},
  },
  guards: {
    needsStateList: ({ context }) => needsStateList(context.entry) && context.states.length === 0,
    courseChanged: ({ context }, configCourseId: number) => configCourseId !== context.configCourseId,
    remapNotFound: (_, failure: Failure) => isRemapNotFound(failure),
  },
  delays: {
    flexiFieldProgressTick: timings.flexiFieldProgressTick,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    entry: input.entry,
    configCourseId: input.entry.configCourseId,
    stateId: input.entry.stateId,
    states: [],
    flexiFields: [],
    courseInformation: null,
    progress: 0,
  }),
  entry: [
    { type: 'storeEntry', params: ({ context }) => context.entry },
    { type: 'reloadBranding', params: ({ context }) => ({ configCourseId: context.configCourseId }) },
  ],
  initial: 'loading',
  states: {
    loading: {
      description: 'The state list (when asked), the course name, then the extra fields.',
      entry: assign({ failure: undefined }),
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'needsStateList', target: 'states' }, { target: 'price' }],
        },
        states: {
          meta: { spec: '01 §4 State selection, §7 State list' },
          description: 'State 1 with organisation 1001: GET states?IsActive=true, shown reversed.',
          invoke: {
            id: 'loadStates',
            src: 'loadStates',
            onDone: { target: 'price', actions: assign({ states: ({ event }) => [...event.output].reverse() }) },
            onError: { target: '#registration.failed', actions: { type: 'keepFailure', params: failureParams } },
          },
        },
        price: {
          meta: { spec: '01 §7 Course price details' },
          description: 'POST course/price for the course; data.name is kept as courseName.',
          invoke: {
            id: 'loadCoursePrice',
            src: 'loadCoursePrice',
            input: ({ context }) => ({ configCourseId: context.configCourseId }),
            onDone: {
              target: 'fields',
              actions: [
                assign({ courseName: ({ event }) => event.output.name }),
                { type: 'storeCourseName', params: ({ event }) => ({ courseName: event.output.name }) },
              ],
            },
            onError: { target: '#registration.failed', actions: { type: 'keepFailure', params: failureParams } },
          },
        },
        fields: {
          meta: { spec: '01 §7 Flexi fields list, §9 delays' },
          description: 'GET course/flexifield; a progress indicator moves every 200 ms in steps of 10.',
          entry: assign({ progress: 0 }),
          invoke: {
            id: 'loadFlexiFields',
            src: 'loadFlexiFields',
            input: ({ context }) => ({ configCourseId: context.configCourseId, stateId: context.stateId }),
            onDone: {
              target: '#registration.editing',
              actions: assign({
                flexiFields: ({ event }) => event.output.flexiFields,
                courseInformation: ({ event }) => event.output.courseInformation,
              }),
            },
            onError: { target: '#registration.failed', actions: { type: 'keepFailure', params: failureParams } },
          },
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                flexiFieldProgressTick: {
                  target: 'ticking',
                  reenter: true,
                  actions: assign({ progress: ({ context }) => nextProgress(context.progress) }),
                },
              },
            },
          },
        },
      },
    },
    editing: {
      description: 'The registration form; a failed remapping shows the server error above it.',
      on: {
        'state.select': {
          target: 'remapping',
          actions: [
            assign({ stateId: ({ event }) => event.stateId, failure: undefined }),
            { type: 'storeStateId', params: ({ event }) => ({ stateId: event.stateId }) },
          ],
        },
      },
    },
    remapping: {
      meta: { spec: '01 §4 State selection, §7 Course remapping, §8' },
      description: 'GET remap?configCourseId&stateId; a new courseConfigId replaces the stored course and reloads it.',
      invoke: {
        id: 'remapCourse',
        src: 'remapCourse',
        input: ({ context }) => ({ configCourseId: context.configCourseId, stateId: context.stateId ?? 0 }),
        onDone: [
          {
            guard: { type: 'courseChanged', params: ({ event }) => event.output },
            target: 'loading.price',
            actions: [
              assign({ configCourseId: ({ event }) => event.output }),
              { type: 'storeConfigCourseId', params: ({ event }) => ({ configCourseId: event.output }) },
              { type: 'reloadBranding', params: ({ event }) => ({ configCourseId: event.output }) },
            ],
          },
          { target: 'editing' },
        ],
        onError: [
          {
            guard: { type: 'remapNotFound', params: failureParams },
            description: 'A 404 is ignored.',
            meta: { spec: '01 §8' },
            target: 'editing',
          },
          {
            description: 'Other failures show the server error.',
            meta: { spec: '01 §8' },
            target: 'editing',
            actions: { type: 'keepFailure', params: failureParams },
          },
        ],
      },
    },
    failed: {
      description: 'A set-up call failed: the error and a way to try again.',
      on: { 'setup.retry': { target: 'loading' } },
    },
  },
});
