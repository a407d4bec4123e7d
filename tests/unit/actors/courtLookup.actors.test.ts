import { describe } from 'vitest';

import { expressEndpoints } from '@shared/api/endpoints/express';
import { createCourtLookupActors } from '@flows/courtLookup/courtLookup.actors';

import { courtCourse } from '../../model/court.model';
import { actorsOver, answersTable, envelope, failuresPassThrough, noData } from './actorTable';

const actorsWith = actorsOver(createCourtLookupActors, expressEndpoints);
const query = { caseNumber: 'SAC2026001', citationNumber: 'CIT2026001' };

describe('createCourtLookupActors', () => {
  answersTable('lookupCourt answers $name', actorsWith, { actor: 'lookupCourt', call: 'courtLookup', input: query }, [
    { name: 'the matched courses', answer: envelope([courtCourse]), output: [courtCourse] },
    { name: 'an empty list', answer: envelope([]), output: [] },
    // A success without a list is an empty result: the page says 'No Records Found!'.
    { name: 'no list at all as an empty list', answer: noData('No Records Found!'), output: [] },
  ]);

  failuresPassThrough(actorsWith, [['lookupCourt', 'courtLookup', query]]);
});
