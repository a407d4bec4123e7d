import { describe, expect, it } from 'vitest';

import { expressEndpoints } from '@shared/api/endpoints/express';
import { createCourtLookupActors } from '@flows/courtLookup/courtLookup.actors';

import { courtCourse } from '../../model/court.model';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createCourtLookupActors(fakeArea(expressEndpoints, calls));
const query = { caseNumber: 'SAC2026001', citationNumber: 'CIT2026001' };

describe('createCourtLookupActors', () => {
  it.each([
    { name: 'the matched courses', answer: envelope([courtCourse]), output: [courtCourse] },
    { name: 'an empty list', answer: envelope([]), output: [] },
    // A success without a list is an empty result: the page says 'No Records Found!'.
    { name: 'no list at all as an empty list', answer: noData('No Records Found!'), output: [] },
  ])('lookupCourt answers $name', async ({ answer, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'lookupCourt', query, { courtLookup: answer });
    expect(result).toEqual({ output });
    expect(calls.courtLookup).toHaveBeenCalledWith(query, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [['lookupCourt', 'courtLookup', query]]);
});
