import { assign, setup } from 'xstate';

import type { PhoneOfferContext, PhoneOfferEvent } from './expressRegistration.types';
import { withCountryPrefix } from './expressRules';

/**
 * 01 §2 Phone modal: 'Save $5 - Unlock $5 Off Your Course!' opens when the browser tab
 * becomes hidden, once per hide; submitting closes it and keeps the number and the SMS
 * consent for the express registration payload (mobileNumber, isStudentOptSms).
 */
export const expressPhoneOfferMachine = setup({
  types: {
    context: {} as PhoneOfferContext,
    events: {} as PhoneOfferEvent,
  },
}).createMachine({
  id: 'expressPhoneOffer',
  context: { mobileNumber: '', optSms: false },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'tab.hidden': {
          target: 'offered',
          description: 'The tab became hidden: the phone modal opens.',
          meta: { spec: '01 §2 Phone modal' },
        },
      },
    },
    offered: {
      description: 'The phone modal; a further hide while it is open does not open it again.',
      meta: { spec: '01 §2 Phone modal, §5 Express phone' },
      on: {
        'phone.submit': {
          target: 'waiting',
          description: "'Get My Discount': the number (a leading 1 gets '+') and the consent are kept.",
          meta: { spec: '01 §2 Phone modal' },
          actions: assign({
            mobileNumber: ({ event }) => withCountryPrefix(event.mobileNumber),
            optSms: ({ event }) => event.optSms,
          }),
        },
        'phone.dismiss': { target: 'waiting' },
      },
    },
  },
});
