import { describe, expect, it } from 'vitest';

import { sessionEndpoints } from '@shared/api/endpoints/session';
import { createBrandingActors } from '@flows/chrome/branding.actors';

import { brandingAnswers } from '../../model/branding.model';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createBrandingActors(fakeArea(sessionEndpoints, calls));

describe('createBrandingActors', () => {
  it.each([
    {
      name: 'the own organisation for the origin',
      input: { domain: 'http://localhost:8080' },
      data: brandingAnswers.own,
    },
    {
      name: 'a partner for its origin and a course',
      input: { domain: 'http://partner.localhost:8080', configCourseId: 611 },
      data: brandingAnswers.partner,
    },
    {
      name: 'an expired course',
      input: { domain: 'http://localhost:8080', configCourseId: 383 },
      data: brandingAnswers.expired,
    },
  ])('loadOrganisation answers the record of $name', async ({ input, data }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'loadOrganisation', input, {
      organisationLogo: envelope(data),
    });
    expect(result).toEqual({ output: data });
    expect(calls.organisationLogo).toHaveBeenCalledWith(input, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [['loadOrganisation', 'organisationLogo', { domain: 'http://localhost:8080' }]]);
});
