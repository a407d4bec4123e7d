import { act, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import type { expressPhoneOfferMachine } from '@machines/expressRegistration';
import { ExpressPhoneOfferContext } from '@flows/expressRegistration/ExpressRegistrationContext';
import { PhoneOfferView } from '@flows/expressRegistration/PhoneOfferView';

import { type FlowViewDriver, renderInFlow } from './harness/view';

const title = 'Save $5 - Unlock $5 Off Your Course! Enter Your Mobile Number For A Code.';

/** The tab becomes hidden, as the browser reports it. */
function hideTab() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

export const expressPhoneOfferView: FlowViewDriver<typeof expressPhoneOfferMachine> = {
  render: renderInFlow('/registerfast', ExpressPhoneOfferContext, <PhoneOfferView twilioRequired={false} />),
  perform: {
    'tab.hidden': async () => {
      await act(async () => hideTab());
    },
    'phone.submit': async (event, { user, screen }) => {
      const dialog = within(screen.getByRole('dialog', { name: title }));
      const phone = dialog.getByLabelText('Mobile Number');
      await user.clear(phone);
      if (event.mobileNumber) await user.type(phone, String(event.mobileNumber));
      const consent = dialog.getByRole('checkbox');
      if ((consent as HTMLInputElement).checked !== event.optSms) await user.click(consent);
      // Validation runs asynchronously; the button turns on once the number is accepted.
      const submit = dialog.getByRole('button', { name: 'Get My Discount' });
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
    },
    'phone.dismiss': async (_e, { user }) => {
      await user.keyboard('{Escape}');
    },
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('offered')) {
      const dialog = within(screen.getByRole('dialog', { name: title }));
      expect(dialog.getByLabelText('Mobile Number')).toHaveValue(s.context.mobileNumber.replace(/^\+/, ''));
      expect(dialog.getByRole('checkbox')).toHaveProperty('checked', s.context.optSms);
    } else expect(screen.queryByRole('dialog')).toBeNull();
  },
};
