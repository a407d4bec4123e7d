import { describe, expect, it } from 'vitest';

import { entryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { createEntryLinkActors } from '@flows/entryLinks/entryLink.actors';

import { type ActorsWith, envelope, failuresPassThrough, fakeArea, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createEntryLinkActors(fakeArea(entryLinksEndpoints, calls));
const claims = {
  primaryConfigCourseId: 611,
  secondaryConfigCourseIds: [612],
  organisationId: 1001,
  studentId: 42,
  studentPaymentTrxId: 9,
};
const states = [
  { stateId: 5, stateName: 'California', categories: [{ categoryId: 1, categoryName: 'Traffic School' }] },
];

describe('createEntryLinkActors', () => {
  it.each([
    {
      name: "verifyParentToken answers the token's claims",
      actor: 'verifyParentToken',
      call: 'parentToken',
      data: claims,
    },
    {
      name: 'verifyParentToken keeps a missing payment transaction',
      actor: 'verifyParentToken',
      call: 'parentToken',
      data: { ...claims, studentPaymentTrxId: null },
    },
    {
      name: 'loadStatesWithCategory answers the states with their categories',
      actor: 'loadStatesWithCategory',
      call: 'statesWithCategory',
      data: states,
    },
  ])('$name', async ({ actor, call, data }) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, { token: 'parent.tok' }, { [call]: envelope(data) });
    expect(result).toEqual({ output: data });
    // The link's token goes as the link carried it.
    expect(calls[call]).toHaveBeenCalledWith('parent.tok', expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['verifyParentToken', 'parentToken', { token: 'parent.tok' }],
    ['loadStatesWithCategory', 'statesWithCategory', { token: 'parent.tok' }],
  ]);
});
