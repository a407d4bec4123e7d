import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { surveyMachine } from '@machines/survey';
import { SurveyContext } from '@flows/thankYou/survey/SurveyContext';
import { SurveyView } from '@flows/thankYou/survey/SurveyView';

import { clickButton, type FlowViewDriver, renderInFlow, retype } from './harness/view';

const lowRatingWarning = 'We are sorry to hear that. Please tell us what went wrong.';
const noWarning = 'Are you sure? Please tell us in the comments how we can make this course better.';
const incompleteMessage = 'Please choose a star rating and answer whether you would choose this course again.';

export const surveyView: FlowViewDriver<typeof surveyMachine> = {
  render: renderInFlow('/home/view-billing-details', SurveyContext, <SurveyView />),
  perform: {
    'rating.choose': async (event, { user, screen }) => {
      const count = Number(event.stars) / 20;
      await user.click(screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }));
    },
    'courseSelection.choose': async (event, { user, screen }) => {
      const group = screen.getByRole('group', { name: 'Would you choose this course again?' });
      await user.click(within(group).getByRole('radio', { name: event.answer === 'yes' ? 'Yes' : 'No' }));
    },
    'survey.submit': async (event, { user, screen }) => {
      await retype({ user, screen }, 'Comments', String(event.comments));
      const consent = screen.getByRole('checkbox', { name: 'I agree to the Survey Guidelines.' });
      if (!(consent as HTMLInputElement).checked) await user.click(consent);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    'survey.skip': clickButton('Skip'),
  },
  expectScreen: (s, { screen }) => {
    const dialog = screen.getByRole('dialog', { name: 'Tell us about your experience' });
    if (s.status === 'done') {
      expect(within(dialog).getByRole('status')).toHaveTextContent('Thank you. Taking you to the next step…');
      expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
      return;
    }
    const { stars, courseSelection } = s.context;
    for (const count of [1, 2, 3, 4, 5]) {
      const star = within(dialog).getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` });
      expect(star).toHaveProperty('checked', stars === count * 20);
    }
    if (stars !== undefined && stars <= 40) expect(within(dialog).getByText(lowRatingWarning)).toBeInTheDocument();
    else expect(within(dialog).queryByText(lowRatingWarning)).toBeNull();

    if (courseSelection === 'yes') {
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Sam Student');
      expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText('Email Address')).toHaveValue('sam@example.com');
      expect(within(dialog).getByLabelText('Email Address')).toHaveAttribute('readonly');
    } else {
      expect(within(dialog).queryByLabelText('Name')).toBeNull();
    }
    if (courseSelection === 'no') expect(within(dialog).getByText(noWarning)).toBeInTheDocument();
    else expect(within(dialog).queryByText(noWarning)).toBeNull();

    if (s.matches({ answering: 'incomplete' }))
      expect(within(dialog).getByRole('alert')).toHaveTextContent(incompleteMessage);
    else expect(within(dialog).queryByText(incompleteMessage)).toBeNull();

    expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', s.matches('submitting'));
    expect(within(dialog).queryByText('Please confirm your consent to our Survey Guidelines.')).toBeNull();
  },
};
