import { assertEvent, assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  ProfileDetails,
  ProfileDetailsContext,
  ProfileDetailsEvent,
  ProfileDetailsInput,
  ProfileUserObject,
  SavedPersonalInformation,
} from './profileDetails.types';

/** The names as saved, with the e-mail of the account (the header shows them). */
const userObjectOf = (saved: SavedPersonalInformation): { userObject: ProfileUserObject } => ({
  userObject: { firstName: saved.firstName, lastName: saved.lastName, emailId: saved.emailId },
});

/**
 * The profile's details (02 §2 profile, §3 Personal information form, §5, §8): the personal information's
 * fields and rules, the e-mail read-only. One edit: a save ends it with the details as saved (the profile page
 * says so and starts another edit from them); a refused one keeps the values and says why.
 */
export const profileDetailsMachine = setup({
  types: {
    context: {} as ProfileDetailsContext,
    events: {} as ProfileDetailsEvent,
    input: {} as ProfileDetailsInput,
    output: {} as SavedPersonalInformation,
  },
  actors: {
    saveProfileDetails: provided<SavedPersonalInformation, ProfileDetails>('saveProfileDetails'),
  },
  actions: {
    /** The browser's user object gets the saved names. */
    storeUserObject: (_, _params: { userObject: ProfileUserObject }) => {},
    keepSaved: assign((_, saved: SavedPersonalInformation) => ({ saved, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'profileDetails',
  context: ({ input }) => ({ saved: input.saved, states: input.states }),
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      description:
        'The form prefilled with what is saved; a refused save (an invalid address or zip under its field, 02 §8) keeps what was typed.',
      on: {
        'details.submit': {
          target: 'saving',
          actions: assign({ values: ({ event }) => event.values, failure: undefined }),
        },
      },
    },
    saving: {
      meta: { spec: '02 §3 Personal information form, §5' },
      invoke: {
        id: 'saveProfileDetails',
        src: 'saveProfileDetails',
        input: ({ event }) => {
          assertEvent(event, 'details.submit');
          return event.values;
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepSaved', params: ({ event }) => event.output },
            { type: 'storeUserObject', params: ({ event }) => userObjectOf(event.output) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    saved: {
      type: 'final',
      description: 'Saved: the profile page shows it and opens the form again with the saved details.',
    },
  },
});
