import { assertEvent, assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type { CourtCourseMatch, CourtLookupContext, CourtLookupEvent, CourtLookupQuery } from './courtLookup.types';

/** 01 §2 /sacramento-court, §4 Court flow: verify a case and citation, then join the matched course. */
export const courtLookupMachine = setup({
  types: {
    context: {} as CourtLookupContext,
    events: {} as CourtLookupEvent,
  },
  actors: {
    lookupCourt: provided<CourtCourseMatch[], CourtLookupQuery>('lookupCourt'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** 01 §2: opening the page clears all stored data. */
    clearStoredData: () => {},
    /** Stores the course context and registerVia 'sacramento' (01 §2, §3 Browser-stored values). */
    storeCourtCourse: (_, _course: CourtCourseMatch) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasCourses: ({ context }) => context.courses.length > 0,
    isCourse: ({ context, event }) => event.type === 'course.join' && context.courses[event.index] !== undefined,
  },
  delays: {
    courtLookupLoader: timings.courtLookupLoader,
  },
}).createMachine({
  id: 'courtLookup',
  context: { courses: [] },
  entry: 'clearStoredData',
  meta: { spec: '01 §2 /sacramento-court: opening this page clears all stored data' },
  initial: 'editing',
  states: {
    editing: {
      description: 'Case Number and Citation Number; Verify starts a lookup.',
      on: { 'lookup.submit': { target: 'verifying' } },
    },
    verifying: {
      description: 'The call runs while a loader shows for at least 1 second.',
      meta: { spec: '01 §2 /sacramento-court "A loader runs 1 second", §9' },
      type: 'parallel',
      entry: assign({ courses: [], failure: undefined }),
      states: {
        call: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'lookupCourt',
                src: 'lookupCourt',
                input: ({ event }) => {
                  assertEvent(event, 'lookup.submit');
                  return { caseNumber: event.caseNumber.trim(), citationNumber: event.citationNumber.trim() };
                },
                onDone: { target: 'answered', actions: assign({ courses: ({ event }) => event.output }) },
                onError: { target: 'answered', actions: { type: 'keepFailure', params: failureParams } },
              },
            },
            answered: { type: 'final' },
          },
        },
        loader: {
          initial: 'showing',
          states: {
            showing: { after: { courtLookupLoader: { target: 'elapsed' } } },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'hasCourses', target: 'matched' },
        { target: 'unmatched', description: "No course: the response message, or 'No Records Found!'." },
      ],
    },
    matched: {
      description: 'Course name, original price, discounted price and Join for each match.',
      meta: { spec: '01 §2 /sacramento-court, §4 Court flow' },
      on: {
        'lookup.submit': { target: 'verifying' },
        'course.join': {
          guard: 'isCourse',
          target: 'joined',
          actions: [
            { type: 'storeCourtCourse', params: ({ context, event }) => context.courses[event.index] },
            { type: 'navigate', params: { to: routes.register } },
          ],
        },
      },
    },
    unmatched: {
      meta: { spec: "01 §8: court search with no match shows the response message or 'No Records Found!'" },
      on: { 'lookup.submit': { target: 'verifying' } },
    },
    joined: { type: 'final' },
  },
});
