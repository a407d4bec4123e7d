import { assign, setup } from 'xstate';

import { failureOf } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type { LandingContext, LandingEvent, LandingTab } from './landing.types';

/** 01 §2 / and /course-enrollment: registration plus the information tabs; affiliate tracking after 3 s. */
export const landingMachine = setup({
  types: {
    context: {} as LandingContext,
    events: {} as LandingEvent,
  },
  actors: {
    /** Records the visit through the affiliate-tracking adapter. */
    trackVisit: provided<void>('trackVisit'),
  },
  guards: {
    isTab: ({ event }, tab: LandingTab) => event.tab === tab,
  },
  delays: {
    affiliateTrackingDelay: timings.affiliateTrackingDelay,
  },
}).createMachine({
  id: 'landing',
  context: {},
  type: 'parallel',
  states: {
    tabs: {
      description: 'Course Details, Why Choose Us? and FAQs; one panel shows at a time.',
      meta: { spec: '01 §2 / landing page: information tabs' },
      initial: 'courseDetails',
      on: {
        'tab.select': [
          { guard: { type: 'isTab', params: 'courseDetails' }, target: '.courseDetails' },
          { guard: { type: 'isTab', params: 'whyChooseUs' }, target: '.whyChooseUs' },
          { guard: { type: 'isTab', params: 'faqs' }, target: '.faqs' },
        ],
      },
      states: { courseDetails: {}, whyChooseUs: {}, faqs: {} },
    },
    tracking: {
      initial: 'waiting',
      states: {
        waiting: {
          meta: { spec: '01 §4 Course expired: affiliate tracking runs 3 seconds after the landing page loads; §9' },
          after: { affiliateTrackingDelay: { target: 'recording' } },
        },
        recording: {
          invoke: {
            id: 'trackVisit',
            src: 'trackVisit',
            onDone: { target: 'recorded' },
            onError: { target: 'unrecorded', actions: assign({ trackingFailure: ({ event }) => failureOf(event) }) },
          },
        },
        recorded: { type: 'final' },
        unrecorded: { type: 'final', description: 'The failure is kept in context; the page goes on.' },
      },
    },
  },
});
