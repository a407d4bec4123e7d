import { affirmationVersion, eligibilityFailureCodes, eligibilityMessages } from '@contracts/eligibility';
import * as routes from '@contracts/pages';
import { type EligibilityDecision, eligibilityMachine, type EligibilityPage } from '@machines/eligibility';

import { networkFailure, refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';

const rule = { check: 'arizonaDefensiveDriving', monthsBetweenCourses: 12, minimumDaysBeforeCourtDate: 7 } as const;

/** The course ready for the check: documents filed, nothing decided. */
export const openPage: EligibilityPage = {
  studentCourseId: 70013,
  courseName: 'Arizona Defensive Driving School',
  rule,
  studentName: 'Test Student',
  violations: [
    { code: '28-701A', description: 'Speed greater than reasonable and prudent (speeding)' },
    { code: '28-855B', description: 'Failure to stop at a stop sign' },
  ],
  answers: null,
  documents: [
    { type: 'citation', status: 'filed' },
    { type: 'governmentId', status: 'approved' },
  ],
  documentsFiled: true,
  decision: null,
};
export const documentsMissingPage: EligibilityPage = {
  ...openPage,
  documents: [
    { type: 'citation', status: 'missing' },
    { type: 'governmentId', status: 'declined' },
  ],
  documentsFiled: false,
};
export const approvedDecision: EligibilityDecision = {
  outcome: 'approved',
  reasons: [],
  decidedAt: '2026-06-10T16:00:00.000Z',
};
export const declinedDecision: EligibilityDecision = {
  outcome: 'declined',
  reasons: ['recentCourse', 'courtDateTooSoon'],
  decidedAt: '2026-06-10T16:00:00.000Z',
};

export const submission = {
  answers: {
    violationCode: '28-855B',
    violationDate: '2026-06-01',
    courtDate: '2026-07-15',
    seriousInjuryOrDeath: false,
    previousCourseViolationDate: '2025-03-02',
    commercialLicence: true,
    noncommercialVehicle: true,
  },
  affirmation: { fullName: 'Test Student', accepted: true as const, version: affirmationVersion },
};

export const eligibilityModel: FlowModel<typeof eligibilityMachine> = {
  id: 'eligibility',
  title:
    "Eligibility: the course rule's check (Arizona, A.R.S. 28-3392) with a signed affirmation, decided by the server once; then the course starts, or the reasons and the way on (02 §2 eligibility)",
  machine: eligibilityMachine,
  input: { studentCourseId: 70013 },
  events: (s) => [
    ...outcomesOf(s, 'loadEligibility', {
      answers: [
        openPage,
        documentsMissingPage,
        { ...openPage, answers: submission.answers, decision: approvedDecision },
        { ...openPage, answers: submission.answers, decision: declinedDecision },
      ],
      failures: [networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('answering') ? [{ type: 'eligibility.submit', ...submission }] : []),
    ...outcomesOf(s, 'decideEligibility', {
      answers: [approvedDecision, declinedDecision],
      failures: [
        refusal(400, eligibilityFailureCodes.nameMismatch, eligibilityMessages.nameMismatch),
        refusal(409, eligibilityFailureCodes.decided, eligibilityMessages.decided),
        networkFailure,
      ],
    }),
    ...(s.matches('approved') ? [{ type: 'course.start' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'eligibility.submit':
        return 'the student answers the questions, ticks the affirmation, types their name and clicks Check my eligibility';
      case 'course.start':
        return 'the student clicks Start course';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {
    starting: [effect('rememberCourse', 70013), navigate(routes.chapterLaunch)],
  },
};
