import { fireEvent, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { expect } from 'vitest';

import type { expressRegistrationMachine, ExpressSettings } from '@machines/expressRegistration';
import { ExpressRegistrationContext } from '@flows/expressRegistration/ExpressRegistrationContext';
import { ExpressRegistrationView } from '@flows/expressRegistration/ExpressRegistrationView';

import { expressEntry, expressPhone, expressSettings } from './express.fixtures';
import { checkoutRefusal, expressRefusal } from './expressRegistration.model';
import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';

const settingNames = Object.keys(expressSettings) as Array<keyof typeof expressSettings>;

/** The page's organisation settings, switchable by the test (the branding would provide them). */
function Harness() {
  const [name, setName] = useState<keyof typeof expressSettings>('plain');
  return (
    <>
      <fieldset>
        <legend>Test organisation</legend>
        {settingNames.map((n) => (
          <label key={n}>
            <input type="radio" name="org" checked={name === n} onChange={() => setName(n)} />
            {n}
          </label>
        ))}
      </fieldset>
      <ExpressRegistrationView entry={expressEntry} settings={expressSettings[name]} phone={expressPhone} />
    </>
  );
}

const methodNames = { Paypal: 'PayPal', Apple: 'Apple Pay', 'Credit Card': 'Credit Card' } as const;

export const expressRegistrationView: FlowViewDriver<typeof expressRegistrationMachine> = {
  render: renderInFlow('/registerfast', ExpressRegistrationContext, <Harness />),
  perform: {
    'express.submit': async (event, { user, screen }) => {
      const settings = event.settings as ExpressSettings;
      const name = settingNames.find((n) => expressSettings[n] === settings)!;
      await user.click(screen.getByRole('radio', { name }));
      const email = screen.getByLabelText('Email Address');
      await user.clear(email);
      const { emailId, paymentMethod } = event.request as { emailId: string; paymentMethod: keyof typeof methodNames };
      if (emailId === '') {
        fireEvent.submit(email.closest('form')!);
        return;
      }
      await user.type(email, emailId);
      // The e-mail is validated asynchronously; a person clicks once the buttons have turned on.
      const button = screen.getByRole('button', { name: methodNames[paymentMethod] });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    },
    'account.login': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log in' }));
    },
    'email.change': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue with a new e-mail' }));
    },
    'page.reload': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try Again' }));
    },
    'checkout.retry': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    const creditCard = screen.getByRole('button', { name: 'Credit Card' });
    if (s.hasTag('busy')) expect(creditCard).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apple Pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();

    if (s.matches('alreadyRegistered'))
      expect(screen.getByRole('dialog', { name: 'Looks like you are already registered' })).toBeInTheDocument();
    else if (s.matches('failed')) {
      const dialog = screen.getByRole('dialog', { name: "Sorry, it seems an error has occurred. Let's try again." });
      if (s.context.failure) expect(dialog).toHaveTextContent(expressRefusal.message);
    } else expect(screen.queryByRole('dialog')).toBeNull();

    const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
    const expected = [
      ...(s.matches('notEligible')
        ? ['You are not eligible to take this course. Please contact our support team.']
        : []),
      ...(s.matches('checkoutFailed') ? [checkoutRefusal.message] : []),
    ];
    expect(alerts).toEqual(expected);
    if (s.matches('editing')) expect(screen.getByLabelText('Email Address')).toBeEnabled();
  },
};
