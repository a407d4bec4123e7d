import { describe, expect, it } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { createUpsellOffersActors } from '@flows/cart/upsellOffers/upsellOffers.actors';

import { audioUpgrade, workbook } from '../../model/cart.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createUpsellOffersActors(fakeArea(checkoutEndpoints, calls));
const inactive = {
  ...workbook,
  upsellConfigCourse: { ...workbook.upsellConfigCourse, configCourseId: 802, currentActive: false },
};
const save = { studentId: 7, configCourseId: 611, upsellConfigCourseIds: [801] };

describe('createUpsellOffersActors', () => {
  it.each([
    {
      name: 'the active offers',
      answer: envelope([workbook, inactive, audioUpgrade]),
      output: [workbook, audioUpgrade],
    },
    { name: 'no offers', answer: envelope([]), output: [] },
    { name: 'no offers for an answer without data', answer: noData(), output: [] },
  ])('loadOffers answers $name', async ({ answer, output }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadOffers',
      { configCourseId: 611 },
      { upsellPrices: answer },
    );
    expect(result).toEqual({ output });
    expect(calls.upsellPrices).toHaveBeenCalledWith(611, expect.any(AbortSignal));
  });

  it.each([
    { name: 'an answer with data', answer: envelope({ saved: true }) },
    { name: 'an answer without data', answer: noData() },
  ])('saveUpsells sends the choice and ends without output on $name', async ({ answer }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'saveUpsells', save, { upsellSave: answer });
    expect(result).toEqual({ output: undefined });
    expect(calls.upsellSave).toHaveBeenCalledWith(save, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['loadOffers', 'upsellPrices', { configCourseId: 611 }],
    ['saveUpsells', 'upsellSave', save],
  ]);
});
