import { describe } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { createUpsellOffersActors } from '@flows/cart/upsellOffers/upsellOffers.actors';

import { audioUpgrade, workbook } from '../../model/cart.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, noData } from './actorTable';
import { listRows } from './sharedTables';

const actorsWith = actorsOver(createUpsellOffersActors, checkoutEndpoints);
const inactive = {
  ...workbook,
  upsellConfigCourse: { ...workbook.upsellConfigCourse, configCourseId: 802, currentActive: false },
};
const save = { studentId: 7, configCourseId: 611, upsellConfigCourseIds: [801] };

describe('createUpsellOffersActors', () => {
  answersTable(
    'loadOffers answers $name',
    actorsWith,
    { actor: 'loadOffers', call: 'upsellPrices', input: { configCourseId: 611 }, sent: [611] },
    listRows('offers', {
      name: 'the active offers',
      answer: envelope([workbook, inactive, audioUpgrade]),
      output: [workbook, audioUpgrade],
    }),
  );

  answersTable(
    'saveUpsells sends the choice and ends without output on $name',
    actorsWith,
    { actor: 'saveUpsells', call: 'upsellSave', input: save },
    [
      { name: 'an answer with data', answer: envelope({ saved: true }) },
      { name: 'an answer without data', answer: noData() },
    ],
  );

  failuresPassThrough(actorsWith, [
    ['loadOffers', 'upsellPrices', { configCourseId: 611 }],
    ['saveUpsells', 'upsellSave', save],
  ]);
});
