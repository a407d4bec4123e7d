import { describe } from 'vitest';

import { sessionEndpoints } from '@shared/api/endpoints/session';
import { createBrandingActors } from '@flows/chrome/branding.actors';

import { brandingAnswers } from '../../model/branding.model';
import { actorsOver, answersTable, failuresPassThrough, handedOn } from './actorTable';

const actorsWith = actorsOver(createBrandingActors, sessionEndpoints);

describe('createBrandingActors', () => {
  answersTable(
    'loadOrganisation answers the record of $name',
    actorsWith,
    { actor: 'loadOrganisation', call: 'organisationLogo' },
    [
      {
        name: 'the own organisation for the origin',
        input: { domain: 'http://localhost:8080' },
        ...handedOn(brandingAnswers.own),
      },
      {
        name: 'a partner for its origin and a course',
        input: { domain: 'http://partner.localhost:8080', configCourseId: 611 },
        ...handedOn(brandingAnswers.partner),
      },
      {
        name: 'an expired course',
        input: { domain: 'http://localhost:8080', configCourseId: 383 },
        ...handedOn(brandingAnswers.expired),
      },
    ],
  );

  failuresPassThrough(actorsWith, [['loadOrganisation', 'organisationLogo', { domain: 'http://localhost:8080' }]]);
});
