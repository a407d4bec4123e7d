import { upsellOffersMachine } from '@machines/cart';

import { audioUpgrade, networkDown, workbook } from './cart.fixtures';
import { effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes } from './harness/model';

const workbookId = workbook.upsellConfigCourse.configCourseId;

export const cartUpsellOffersModel: FlowModel<typeof upsellOffersMachine> = {
  id: 'cartUpsellOffers',
  title:
    "Upsell offers (upsell, az-upsell, special-offers): choose offers, save them for the upsell cart, or 'No thanks' (02 §2)",
  machine: upsellOffersMachine,
  input: { studentId: 7, configCourseId: 611 },
  inputs: [
    { name: 'no stored course', input: { studentId: 7, configCourseId: null } },
    { name: 'no offers', input: { studentId: 7, configCourseId: 612 } },
  ],
  events: (s) => [
    ...(invokes(s, 'loadOffers')
      ? [
          done('loadOffers', s.context.configCourseId === 612 ? [] : [workbook, audioUpgrade]),
          ...(s.context.configCourseId === 611 ? [failed('loadOffers', networkDown)] : []),
        ]
      : []),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('noOffers') ? [{ type: 'offers.decline' }] : []),
    ...(s.matches('choosing')
      ? [
          s.context.chosenIds.includes(workbookId)
            ? { type: 'offer.remove', configCourseId: workbookId }
            : { type: 'offer.add', configCourseId: workbookId },
          { type: 'offers.continue' },
          { type: 'offers.decline' },
        ]
      : []),
    ...(invokes(s, 'saveUpsells') ? [done('saveUpsells'), failed('saveUpsells', networkDown)] : []),
  ],
  describeEvent: (e) => {
    if (e.type === 'offer.add') return `the student adds offer ${e.configCourseId}`;
    if (e.type === 'offer.remove') return `the student removes offer ${e.configCourseId}`;
    if (e.type === 'offers.continue') return "the student clicks 'Continue to checkout'";
    if (e.type === 'offers.decline') return "the student clicks 'No thanks' (or 'Continue' when there are no offers)";
    return undefined;
  },
  sideEffects: {
    // The chosen offers are stored (upsellPayload, upsellPaymentFlag) for the upsell cart, which is opened.
    saved: ({ from }) => [
      effect('storeUpsellPayload', { configCourseId: 611, upsellConfigCourseIds: from?.context.chosenIds }),
      navigate('/home/upsell-cart-summary'),
    ],
    // 'No thanks' (or Continue without offers): the dashboard.
    declined: [navigate('/home/dashboard')],
  },
};
