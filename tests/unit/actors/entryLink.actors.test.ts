import { describe } from 'vitest';

import { entryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { createEntryLinkActors } from '@flows/entryLinks/entryLink.actors';

import { claims } from '../../model/entryLink.model';
import { actorsOver, answersTable, failuresPassThrough, handedOn } from './actorTable';

const actorsWith = actorsOver(createEntryLinkActors, entryLinksEndpoints);
const states = [
  { stateId: 5, stateName: 'California', categories: [{ categoryId: 1, categoryName: 'Traffic School' }] },
];

describe('createEntryLinkActors', () => {
  // The link's token goes as the link carried it.
  const link = { input: { token: 'parent.tok' }, sent: ['parent.tok'] };
  answersTable('verifyParentToken $name', actorsWith, { ...link, actor: 'verifyParentToken', call: 'parentToken' }, [
    { name: "answers the token's claims", ...handedOn(claims) },
    { name: 'keeps a missing payment transaction', ...handedOn({ ...claims, studentPaymentTrxId: null }) },
  ]);
  answersTable(
    'loadStatesWithCategory $name',
    actorsWith,
    { ...link, actor: 'loadStatesWithCategory', call: 'statesWithCategory' },
    [{ name: 'answers the states with their categories', ...handedOn(states) }],
  );

  failuresPassThrough(actorsWith, [
    ['verifyParentToken', 'parentToken', { token: 'parent.tok' }],
    ['loadStatesWithCategory', 'statesWithCategory', { token: 'parent.tok' }],
  ]);
});
