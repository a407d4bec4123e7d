import { courtLookupMachine } from '@machines/courtLookup';

import { networkFailure, refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';

export const courtCourse = {
  name: 'Sacramento Traffic School',
  orginalPrice: 49.5,
  discountPrice: 29,
  configCourseId: 700,
  countyLedgerId: 12,
  stateId: 5,
  courseId: 40,
  organisationId: 1001,
};

export const courtModel: FlowModel<typeof courtLookupMachine> = {
  id: 'courtLookup',
  title:
    'Court case lookup: verify case and citation, join the matched course (01 §2 /sacramento-court, §4 Court flow)',
  machine: courtLookupMachine,
  events: (s) => [
    ...(s.matches('editing') || s.matches('matched') || s.matches('unmatched')
      ? [{ type: 'lookup.submit', caseNumber: 'SAC2026001', citationNumber: 'CIT2026001' }]
      : []),
    ...(s.matches('matched') ? [{ type: 'course.join', index: 0 }] : []),
    ...outcomesOf(s, 'lookupCourt', {
      answers: [[courtCourse], []],
      failures: [refusal(404, 'NOT_FOUND', 'No Records Found!'), networkFailure],
    }),
    ...timers(s),
  ],
  describeEvent: (e) =>
    e.type === 'lookup.submit'
      ? `the visitor verifies case ${e.caseNumber} and citation ${e.citationNumber}`
      : e.type === 'course.join'
        ? 'the visitor joins the first course'
        : undefined,
  sideEffects: {
    // 01 §2: opening the page clears all stored data.
    editing: ({ event }) => (event.type === 'xstate.init' ? [effect('clearStoredData')] : []),
    // The call and the 1-second loader end on their own; neither stores or navigates.
    'verifying.call.answered': [],
    'verifying.loader.elapsed': [],
    // The course context is stored (registerVia 'sacramento'), then the registration page.
    joined: [effect('storeCourtCourse', courtCourse), navigate('/register')],
  },
};
