import { assign, setup } from 'xstate';

import type { SavedPersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/states';

import { otherInformationMachine } from '../otherInformation';
import { profileDetailsMachine } from '../profileDetails';
import { type LoadFailure, loadWithRetry } from '../shared/loadWithRetry';
import { provided } from '../shared/provided';
import type { ProfileContext, ProfileEvent, ProfileInput } from './profile.types';

/** The details and the state list, loaded before the details' form opens. */
function loaded(context: ProfileContext) {
  if (!context.saved || !context.states) throw new Error('The profile opened before its details loaded');
  return { saved: context.saved, states: context.states };
}

/**
 * /home/profile (02 §2 profile, sidebar "Profile"): two tabs, each its own machine. "Profile", the
 * student's details with the personal information's rules (`profileDetails`); "Other information", the purchased
 * courses' flexi fields (`otherInformation`), open only once the student has a state (02 §4, §5).
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    children: {} as { profileDetails: 'profileDetails'; otherInformation: 'otherInformation' },
  },
  actors: {
    loadProfileDetails: provided<SavedPersonalInformation, { studentId?: number }>('loadProfileDetails'),
    loadStates: provided<UsState[]>('loadStates'),
    profileDetails: profileDetailsMachine,
    otherInformation: otherInformationMachine,
  },
  actions: {
    // The loads of loadWithRetry: the saved details and the state list.
    clearLoaded: assign({ saved: undefined, states: undefined, loadFailure: undefined }),
    keepRecord: assign({ saved: (_, saved: SavedPersonalInformation) => saved }),
    keepStates: assign({ states: (_, states: UsState[]) => states }),
    keepLoadFailure: assign({ loadFailure: (_, loadFailure: LoadFailure<'details'>) => loadFailure }),
  },
  guards: {
    loaded: ({ context }) => context.saved !== undefined && context.states !== undefined,
    hasState: ({ context }) => Boolean(context.saved?.state),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ studentId: input.studentId }),
  initial: 'loading',
  states: {
    ...loadWithRetry({ src: 'loadProfileDetails', call: 'details' }, 'details'),
    details: {
      description: 'The "Profile" tab: the details form (its own machine).',
      invoke: {
        id: 'profileDetails',
        src: 'profileDetails',
        input: ({ context }) => loaded(context),
        onDone: {
          target: '.saved',
          reenter: true,
          description: 'Saved: the tab says so and opens a new edit from the saved details.',
          actions: { type: 'keepRecord', params: ({ event }) => event.output },
        },
      },
      initial: 'editing',
      states: { editing: {}, saved: {} },
      on: {
        'otherInformation.open': [
          { guard: 'hasState', target: 'otherInformation' },
          {
            target: 'stateMissing',
            description: 'Without a state, "Other information" asks for it first.',
            meta: { spec: '02 §4, §5, §8 Other information without a state' },
          },
        ],
      },
    },
    stateMissing: {
      description:
        'The "Other information" tab says: To continue with the selection of "Other information" you must fill out the state field in your "Profile" section.',
      on: { 'details.open': { target: 'details' } },
    },
    otherInformation: {
      description: 'The "Other information" tab: the courses\' flexi fields (its own machine).',
      invoke: {
        id: 'otherInformation',
        src: 'otherInformation',
        input: ({ context }) => ({ studentId: context.studentId }),
      },
      on: { 'details.open': { target: 'details' } },
    },
  },
});
