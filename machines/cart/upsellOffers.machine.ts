import { assign, not, setup } from 'xstate';

import type { UpsellItem } from '@contracts/checkout';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  SaveUpsellsInput,
  UpsellOffersContext,
  UpsellOffersEvent,
  UpsellOffersInput,
  UpsellPayload,
} from './upsellOffers.types';

const payloadOf = (c: UpsellOffersContext): UpsellPayload => ({
  configCourseId: c.configCourseId!,
  upsellConfigCourseIds: c.chosenIds,
});

/**
 * 02 §2 Upsell offers (upsell, az-upsell, special-offers): after a purchase the student may add offers, which are
 * saved and paid in the upsell cart; 'No thanks' goes to the dashboard.
 */
export const upsellOffersMachine = setup({
  types: {
    context: {} as UpsellOffersContext,
    events: {} as UpsellOffersEvent,
    input: {} as UpsellOffersInput,
  },
  actors: {
    loadOffers: provided<UpsellItem[], { configCourseId: number }>('loadOffers'),
    saveUpsells: provided<void, SaveUpsellsInput>('saveUpsells'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Stores upsellPayload and upsellPaymentFlag '1' for the upsell cart. */
    storeUpsellPayload: (_, _params: UpsellPayload) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasCourse: ({ context }) => context.studentId !== null && context.configCourseId !== null,
    noOffers: (_, params: { offers: UpsellItem[] }) => params.offers.length === 0,
    offered: ({ context }, params: { configCourseId: number }) =>
      context.offers.some((o) => o.upsellConfigCourse.configCourseId === params.configCourseId),
    somethingChosen: ({ context }) => context.chosenIds.length > 0,
  },
}).createMachine({
  id: 'upsellOffers',
  context: ({ input }) => ({ ...input, offers: [], chosenIds: [], failure: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: not('hasCourse'), target: 'missingCourse' }, { target: 'loading' }] },
    missingCourse: {
      description: 'No student or purchased course is stored: the page says so and links to the course list.',
    },
    loading: {
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        input: ({ context }) => ({ configCourseId: context.configCourseId! }),
        onDone: [
          {
            guard: { type: 'noOffers', params: ({ event }) => ({ offers: event.output }) },
            target: 'noOffers',
            actions: assign({ failure: null }),
          },
          { target: 'choosing', actions: assign({ offers: ({ event }) => event.output, failure: null }) },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    noOffers: {
      description: "'No offers right now', with a Continue to the dashboard.",
      on: { 'offers.decline': { target: 'declined', actions: { type: 'navigate', params: { to: routes.dashboard } } } },
    },
    choosing: {
      on: {
        'offer.add': {
          guard: { type: 'offered', params: ({ event }) => ({ configCourseId: event.configCourseId }) },
          actions: assign({
            chosenIds: ({ context, event }) => [
              ...context.chosenIds.filter((id) => id !== event.configCourseId),
              event.configCourseId,
            ],
          }),
        },
        'offer.remove': {
          actions: assign({
            chosenIds: ({ context, event }) => context.chosenIds.filter((id) => id !== event.configCourseId),
          }),
        },
        'offers.continue': {
          guard: 'somethingChosen',
          target: 'saving',
          description: 'Nothing chosen disables continue.',
        },
        'offers.decline': { target: 'declined', actions: { type: 'navigate', params: { to: routes.dashboard } } },
      },
    },
    saving: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'saveUpsells',
        src: 'saveUpsells',
        input: ({ context }) => ({ studentId: context.studentId!, ...payloadOf(context) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeUpsellPayload', params: ({ context }) => payloadOf(context) },
            { type: 'navigate', params: { to: routes.upsellCartSummary } },
          ],
        },
        onError: { target: 'choosing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    saved: { type: 'final' },
    declined: { type: 'final' },
  },
});
