import { expressPhoneOfferMachine } from '@machines/expressRegistration';

import type { FlowModel } from './harness/model';

/** The numbers the driver types: a US number with its country code (gets '+'), and none. */
export const phoneSubmits = [
  { type: 'phone.submit', mobileNumber: '155-512-34567', optSms: true },
  { type: 'phone.submit', mobileNumber: '', optSms: false },
];

export const expressPhoneOfferModel: FlowModel<typeof expressPhoneOfferMachine> = {
  id: 'expressPhoneOffer',
  title: "Express phone modal 'Save $5': opens once per hidden tab, keeps the number for the payload (01 §2, §5)",
  machine: expressPhoneOfferMachine,
  events: (s) => [
    { type: 'tab.hidden' },
    ...(s.matches('offered') ? [...phoneSubmits, { type: 'phone.dismiss' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'tab.hidden':
        return 'the browser tab becomes hidden';
      case 'phone.submit':
        return e.mobileNumber
          ? `the user enters ${String(e.mobileNumber)}, ticks SMS consent and chooses 'Get My Discount'`
          : "the user chooses 'Get My Discount' without a number";
      case 'phone.dismiss':
        return 'the user closes the phone modal';
      default:
        return undefined;
    }
  },
  // The phone offer only keeps its answer in context: no provided actions, no final state.
  sideEffects: {},
};
