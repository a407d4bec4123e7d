import { describe } from 'vitest';

import { eligibilityEndpoints } from '@shared/api/endpoints/eligibility';
import { createAzRegistrationStatusActors } from '@flows/home/azRegistrationStatus/azRegistrationStatus.actors';
import { createEligibilityActors } from '@flows/home/eligibility/eligibility.actors';

import { started } from '../../model/azRegistrationStatus.model';
import { approvedDecision, openPage, submission } from '../../model/eligibility.model';
import { actorsOver, answersTable, failuresPassThrough, handedOn } from './actorTable';

const eligibilityActors = actorsOver(createEligibilityActors, eligibilityEndpoints);
const statusActors = actorsOver(createAzRegistrationStatusActors, eligibilityEndpoints);
const decideInput = { studentCourseId: 70013, ...submission };

describe('createEligibilityActors', () => {
  answersTable('$name', eligibilityActors, { actor: 'loadEligibility', call: 'eligibility' }, [
    {
      name: 'loadEligibility asks for the course named, and hands on the page',
      input: { studentCourseId: 70013 },
      sent: [70013],
      ...handedOn(openPage),
    },
    {
      name: 'loadEligibility without a course lets the server pick',
      input: {},
      sent: [undefined],
      ...handedOn(openPage),
    },
  ]);
  answersTable('$name', eligibilityActors, { actor: 'decideEligibility', call: 'decideEligibility' }, [
    {
      name: 'decideEligibility sends the course, the answers and the signed affirmation; hands on the decision',
      input: decideInput,
      sent: [decideInput],
      ...handedOn(approvedDecision),
    },
    {
      name: 'decideEligibility sends nothing else the input carries',
      input: { ...decideInput, extra: 'not sent' },
      sent: [decideInput],
      ...handedOn(approvedDecision),
    },
  ]);
  failuresPassThrough(eligibilityActors, [
    ['loadEligibility', 'eligibility', { studentCourseId: 70013 }],
    ['decideEligibility', 'decideEligibility', decideInput],
  ]);
});

describe('createAzRegistrationStatusActors', () => {
  answersTable('$name', statusActors, { actor: 'loadStatus', call: 'azRegistrationStatus' }, [
    {
      name: 'loadStatus asks for the course named, and hands on the timeline',
      input: { studentCourseId: 70013 },
      sent: [70013],
      ...handedOn(started),
    },
  ]);
  failuresPassThrough(statusActors, [['loadStatus', 'azRegistrationStatus', {}]]);
});
