import { assign, setup } from 'xstate';

import type { SavedPersonalInformation } from '@contracts/account';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';
import type { UsState } from '@contracts/states';

import { failureOf } from '../shared/failure';
import { type LoadFailure, loadWithRetry } from '../shared/loadWithRetry';
import { provided } from '../shared/provided';
import type {
  LoadPersonalInformationInput,
  PersonalInformationContext,
  PersonalInformationEvent,
  PersonalInformationInput,
  PersonalInformationSaved,
  SavePersonalInformationInput,
  UserObject,
} from './personalInformation.types';

function submitted(context: PersonalInformationContext) {
  if (!context.values) throw new Error('No personal information was submitted');
  return context.values;
}

/** The user object after a save: the names as saved, the e-mail of the registration. */
const userObject = ({ context }: { context: PersonalInformationContext }): { userObject: UserObject } => {
  const values = submitted(context);
  return {
    userObject: { firstName: values.firstName, lastName: values.lastName, emailId: context.saved?.emailId ?? '' },
  };
};

/**
 * 02 §2–§4, §7, §8 Personal information (normal and fast lane): the saved values and the state
 * list prefill the form; a save goes on to the parent verification when the server asks for it,
 * else to the dashboard. A backend login goes to the dashboard at once.
 */
export const personalInformationMachine = setup({
  types: {
    context: {} as PersonalInformationContext,
    events: {} as PersonalInformationEvent,
    input: {} as PersonalInformationInput,
  },
  actors: {
    loadPersonalInformation: provided<SavedPersonalInformation, LoadPersonalInformationInput>(
      'loadPersonalInformation',
    ),
    loadStates: provided<UsState[]>('loadStates'),
    savePersonalInformation: provided<PersonalInformationSaved, SavePersonalInformationInput>(
      'savePersonalInformation',
    ),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** userObject updated and skipPersonalInfo 'true' (the thank-you page then skips this form). */
    storeProfileSaved: (_, _params: { userObject: UserObject }) => {},
    /** fastLaneStep '5': a reload of the express page resumes at the dashboard (01 §4 Express 6). */
    storeFastLaneDone: () => {},
    // The loads of loadWithRetry: what is saved so far and the state list.
    clearLoaded: assign({ saved: undefined, states: undefined, loadFailure: undefined }),
    keepRecord: assign({ saved: (_, saved: SavedPersonalInformation) => saved }),
    keepStates: assign({ states: (_, states: UsState[]) => states }),
    keepLoadFailure: assign({ loadFailure: (_, loadFailure: LoadFailure<'personalInformation'>) => loadFailure }),
  },
  guards: {
    backendLogin: ({ context }) => context.backendLogin,
    loaded: ({ context }) => context.saved !== undefined && context.states !== undefined,
    parentVerificationRequired: (_, params: PersonalInformationSaved) => params.isParentVerificationRequired,
    fastLane: ({ context }) => context.variant === 'fastLane',
  },
}).createMachine({
  id: 'personalInformation',
  context: ({ input }) => ({ studentId: input.studentId, variant: input.variant, backendLogin: input.backendLogin }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        {
          guard: 'backendLogin',
          description: 'A backend login flag sends the student to the dashboard.',
          meta: { spec: '02 §4 backend login flag' },
          target: 'left',
          actions: { type: 'navigate', params: { to: routes.dashboard } },
        },
        { target: 'loading' },
      ],
    },
    ...loadWithRetry({ src: 'loadPersonalInformation', call: 'personalInformation' }, 'editing'),
    editing: {
      on: {
        'form.submit': {
          target: 'saving',
          actions: assign({ values: ({ event }) => event.values, saveFailure: undefined }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'savePersonalInformation',
        src: 'savePersonalInformation',
        input: ({ context }) => ({ studentId: context.studentId, values: submitted(context) }),
        onDone: [
          {
            guard: { type: 'parentVerificationRequired', params: ({ event }) => event.output },
            description: 'The student needs a parent identity verification first.',
            meta: { spec: '02 §4 Parent verification' },
            target: 'left',
            actions: [
              { type: 'storeProfileSaved', params: userObject },
              { type: 'navigate', params: { to: routes.parentVerification } },
            ],
          },
          {
            guard: 'fastLane',
            description: 'The express sign-up is complete: the fast-lane step becomes 5 (dashboard).',
            meta: { spec: '01 §4 Express 6, 02 §4 fast-lane resume steps' },
            target: 'left',
            actions: [
              { type: 'storeProfileSaved', params: userObject },
              'storeFastLaneDone',
              { type: 'navigate', params: { to: routes.dashboard } },
            ],
          },
          {
            target: 'left',
            actions: [
              { type: 'storeProfileSaved', params: userObject },
              { type: 'navigate', params: { to: routes.dashboard } },
            ],
          },
        ],
        onError: {
          description:
            "A refused save keeps the values; an invalid address or zip is shown under its field ('Please provide Valid address', 'Please enter valid Zip code').",
          meta: { spec: '02 §8' },
          target: 'editing',
          actions: assign({ saveFailure: ({ event }) => failureOf(event) }),
        },
      },
    },
    left: { type: 'final' },
  },
});
