import { expect } from 'vitest';

import type { PersonalInformation } from '@contracts/account';
import type { personalInformationMachine } from '@machines/personalInformation';
import { PersonalInformationContext } from '@flows/personalInformation/PersonalInformationContext';
import { PersonalInformationView } from '@flows/personalInformation/PersonalInformationView';

import { clickButton, type FlowViewDriver, genericError, renderInFlow } from './harness/view';
import { expectSaveRefusal, expectStatesReversed, fillPersonDetails, formRetype } from './personForm.viewSupport';

const formName = 'Personal information';

export const personalInformationView: FlowViewDriver<typeof personalInformationMachine> = {
  render: renderInFlow('/home/personal-information', PersonalInformationContext, <PersonalInformationView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'form.submit': async (event, tools) => {
      const values = event.values as PersonalInformation;
      await fillPersonDetails(tools, formName, values, () =>
        formRetype(formName)(tools, 'Parent email address', values.parentEmail ?? ''),
      );
      await tools.user.click(tools.screen.getByRole('button', { name: 'Save and continue' }));
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeInTheDocument();
    const expressIntro = screen.queryByText(/complete your express sign-up/);
    if (s.context.variant === 'fastLane') expect(expressIntro).toBeInTheDocument();
    else expect(expressIntro).toBeNull();

    if (s.matches('loading'))
      expect(screen.getByRole('status')).toHaveTextContent('Loading your personal information…');
    if (s.matches('left')) expect(screen.getByRole('status')).toHaveTextContent('Taking you to the next step…');

    if (s.matches('failed')) {
      const { call, failure } = s.context.loadFailure!;
      expect(screen.getByRole('alert')).toHaveTextContent(
        call === 'states' && failure.message ? failure.message : genericError,
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    }

    const editing = s.matches('editing') || s.matches('saving');
    if (!editing) {
      expect(screen.queryByRole('form', { name: formName })).toBeNull();
      return;
    }
    expectStatesReversed(screen.getByLabelText('State*'));
    const sent = s.context.values;
    const saved = s.context.saved!;
    // Prefilled with the registration's names; after a refused save the typed values stay.
    expect(screen.getByLabelText('First name*')).toHaveValue(sent?.firstName ?? saved.firstName);
    expect(screen.getByLabelText('Last name*')).toHaveValue(sent?.lastName ?? saved.lastName);
    if (sent) {
      expect(screen.getByLabelText('Mobile number*')).toHaveValue(sent.mobileNumber);
      expect(screen.getByLabelText('Zip code*')).toHaveValue(sent.zip);
    }
    const submitButton = screen.getByRole('button', { name: 'Save and continue' });
    if (s.matches('saving')) expect(submitButton).toBeDisabled();
    else expect(submitButton).toBeEnabled();
    expectSaveRefusal(screen, s.matches('editing') ? s.context.saveFailure : undefined, (failure) => failure.message);
  },
};
