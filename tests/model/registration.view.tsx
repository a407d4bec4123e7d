import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { registrationMachine } from '@machines/registration';
import type { Failure } from '@machines/shared/failure';
import { RegistrationContext } from '@flows/registration/RegistrationContext';
import { RegistrationView } from '@flows/registration/RegistrationView';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';
import { courseNames } from './registration.model';

/** The submit flow is another machine's: here it only has to be there. */
const submission = { submit: () => {}, busy: false };

const expectedText = (failure: Failure): string =>
  failure.kind === 'failure' && failure.message
    ? failure.message
    : 'Oops. Something went wrong. Please try again later.';

export const registrationView: FlowViewDriver<typeof registrationMachine> = {
  render: renderInFlow('/register', RegistrationContext, <RegistrationView attributes={{}} submission={submission} />),
  perform: {
    'state.select': async (event, { user, screen }) => {
      await user.selectOptions(screen.getByLabelText('State*'), String(event.stateId));
    },
    'setup.retry': clickButton('Try again'),
  },
  expectScreen: async (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    const name = s.context.courseName;
    if (name) expect(screen.getByText(`Course: ${name}`)).toBeInTheDocument();
    else expect(screen.queryByText(/^Course:/)).toBeNull();
    if (name) expect(Object.values(courseNames)).toContain(name);

    if (s.matches('loading')) {
      expect(screen.getByRole('progressbar', { name: 'Loading the registration form' })).toHaveAttribute(
        'value',
        String(s.context.progress),
      );
      expect(screen.queryByRole('form', { name: 'Registration' })).toBeNull();
    } else expect(screen.queryByRole('progressbar')).toBeNull();

    if (s.matches('failed')) {
      expect(screen.getByRole('alert')).toHaveTextContent(expectedText(s.context.failure!));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('form', { name: 'Registration' })).toBeNull();
      return;
    }
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    if (s.matches('loading')) return;

    const form = screen.getByRole('form', { name: 'Registration' });
    for (const label of ['First Name*', 'Last Name*', 'Email Address*', 'Mobile Number', 'Password*'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', { name: 'Send me course updates by text message (SMS)' }),
    ).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Send me course updates by e-mail' })).toBeChecked();
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('Parent Email Address')).toBeNull();
    const submit = within(form).getByRole('button', { name: 'Sign Up' });
    if (s.matches('remapping')) expect(submit).toBeDisabled();
    else expect(submit).toBeEnabled();

    if (s.context.failure) expect(screen.getByRole('alert')).toHaveTextContent(expectedText(s.context.failure));
    else expect(screen.queryByRole('alert')).toBeNull();

    if (s.context.states.length > 0) {
      const options = within(within(form).getByLabelText('State*'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['Select your state', ...s.context.states.map((st) => st.stateName)]);
      expect(options.slice(1)).toEqual(['Texas', 'California']);
    } else expect(within(form).queryByLabelText('State*')).toBeNull();

    const court = s.context.courseInformation?.isCourtReferral ?? false;
    if (court) {
      expect(
        screen.getByText(
          'You were referred to this course by a court. Please complete the course 7 days before your court date.',
        ),
      ).toBeInTheDocument();
      expect(within(form).getByRole('group', { name: 'Court information' })).toBeInTheDocument();
      // The flexi inputs load their code when a course has some (findBy waits for them).
      for (const label of ['County*', 'Court*', 'Citation Due Date (Court Date)*'])
        expect(await within(form).findByLabelText(label)).toBeInTheDocument();
    } else expect(screen.queryByText(/referred to this course by a court/)).toBeNull();
    for (const field of s.context.flexiFields) {
      expect(
        await within(form).findByLabelText(
          field.isMandatoryField ? `${field.flexiFieldDescription}*` : field.flexiFieldDescription,
        ),
      ).toBeInTheDocument();
    }
    if (s.context.flexiFields.some((f) => f.isValidationRequired))
      expect(await within(form).findByLabelText('Confirm Learner Permit Number')).toBeInTheDocument();
    if (s.context.flexiFields.length === 0) expect(within(form).queryByRole('group')).toBeNull();
  },
};
