import { surveyMachine } from '@machines/survey';

import { networkFailure } from './failures.fixtures';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const surveyModel: FlowModel<typeof surveyMachine> = {
  id: 'survey',
  title:
    'Survey: stars, would you choose this course again, comments, consent; every ending continues (02 §2 Survey, §4, §7)',
  machine: surveyMachine,
  input: { studentPaymentTrxId: 5001, name: 'Sam Student', emailId: 'sam@example.com' },
  events: (s) => [
    ...(s.matches('answering')
      ? [
          ...(s.context.stars !== 40 ? [{ type: 'rating.choose', stars: 40 }] : []),
          ...(s.context.stars !== 100 ? [{ type: 'rating.choose', stars: 100 }] : []),
          ...(s.context.courseSelection !== 'yes' ? [{ type: 'courseSelection.choose', answer: 'yes' }] : []),
          ...(s.context.courseSelection !== 'no' ? [{ type: 'courseSelection.choose', answer: 'no' }] : []),
          { type: 'survey.submit', comments: 'Clear chapters, easy quizzes.' },
          { type: 'survey.skip' },
        ]
      : []),
    ...(invokes(s, 'submitReview') ? [done('submitReview'), failed('submitReview', networkFailure)] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    if (e.type === 'rating.choose') return `the student chooses ${Number(e.stars) / 20} stars`;
    if (e.type === 'courseSelection.choose')
      return `the student answers ${String(e.answer)} to 'Would you choose this course again?'`;
    if (e.type === 'survey.submit') return 'the student ticks the consent box, writes a comment and submits';
    if (e.type === 'survey.skip') return 'the student clicks Skip';
    return undefined;
  },
  sideEffects: {
    // The survey only reports its outcome (the page around it moves on): nothing stored, no navigation.
    submitted: [],
    submitFailed: [],
    skipped: [],
  },
};
