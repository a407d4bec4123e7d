import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  BrandingContext,
  BrandingEvent,
  BrandingInput,
  LoadOrganisationInput,
  Organisation,
} from './branding.types';

/**
 * 01 §2 chrome, §3 Organisation record, §7 Organisation logo: the organisation that brands the
 * app, asked once at start. A failure keeps the product's own look and can be retried.
 */
export const brandingMachine = setup({
  types: {
    context: {} as BrandingContext,
    events: {} as BrandingEvent,
    input: {} as BrandingInput,
  },
  actors: {
    loadOrganisation: provided<Organisation, LoadOrganisationInput>('loadOrganisation'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    courseExpired: (_, organisation: Organisation) => organisation.isCourseExpired,
  },
}).createMachine({
  id: 'branding',
  context: ({ input }) => ({
    query: {
      domain: input.domain,
      configCourseId: input.configCourseId,
      reasonId: input.reasonId,
      organisationId: input.organisationId,
    },
    organisation: input.organisation,
  }),
  initial: 'loading',
  on: {
    'branding.reload': {
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => ({
          domain: context.query.domain,
          configCourseId: event.configCourseId,
          reasonId: event.reasonId,
          organisationId: event.organisationId,
        }),
      }),
    },
  },
  states: {
    loading: {
      meta: { spec: '01 §7 Organisation logo' },
      description: 'GET logo?domain={origin}[&configCourseId][&reasonId]; the previous record stays shown meanwhile.',
      invoke: {
        id: 'loadOrganisation',
        src: 'loadOrganisation',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'courseExpired', params: ({ event }) => event.output },
            target: 'ready.courseExpired',
            actions: assign({ organisation: ({ event }) => event.output, failure: undefined }),
          },
          { target: 'ready', actions: assign({ organisation: ({ event }) => event.output, failure: undefined }) },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    ready: {
      meta: { spec: '01 §3 Organisation record' },
      initial: 'available',
      states: {
        available: {},
        courseExpired: {
          meta: { spec: '01 §4 Course expired, §8' },
          description: 'isCourseExpired: the maintenance/expired message is shown above the page.',
        },
      },
    },
    failed: {
      description:
        "The product's own look (organisation 1001) stays; the failure is shown, not blocking, and can be retried.",
      on: { 'branding.retry': { target: 'loading' } },
    },
  },
});
