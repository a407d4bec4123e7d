import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';

import { type SubmitReviewInput, surveyMachine } from '@machines/survey';
import { surveyInputOf, type takeSurveyMachine } from '@machines/takeSurvey';
import { SurveyLogicContext } from '@flows/thankYou/survey/SurveyLogicContext';
import { TakeSurveyContext } from '@flows/thankYou/takeSurvey/TakeSurveyContext';
import { TakeSurveyView } from '@flows/thankYou/takeSurvey/TakeSurveyView';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, expectRetryPanel, type FlowViewDriver } from './harness/view';

/** The reviews the survey sent in the current path (reset at each render). */
let reviews: SubmitReviewInput[] = [];
const surveyLogic = surveyMachine.provide({
  actors: {
    submitReview: fromPromise<void, SubmitReviewInput>(async ({ input }) => {
      reviews.push(input);
    }),
  },
});

export const takeSurveyView: FlowViewDriver<typeof takeSurveyMachine> = {
  render: ({ logic, options }) => {
    reviews = [];
    return (
      <TestProviders path="/home/take-survey">
        <SurveyLogicContext.Provider value={surveyLogic}>
          <TakeSurveyContext.Provider logic={logic} options={options}>
            <TakeSurveyView />
          </TakeSurveyContext.Provider>
        </SurveyLogicContext.Provider>
      </TestProviders>
    );
  },
  perform: {
    'retry.request': clickButton('Try again'),
    // The student fills in and submits the survey; the survey machine reports its end to the page.
    'survey.finish': async (_, { user, screen }) => {
      const dialog = screen.getByRole('dialog', { name: 'Tell us about your experience' });
      await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
      await user.click(
        within(within(dialog).getByRole('group', { name: 'Would you choose this course again?' })).getByRole('radio', {
          name: 'Yes',
        }),
      );
      // The survey shows the student's full name and e-mail, read-only.
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Sam Student');
      expect(within(dialog).getByLabelText('Email Address')).toHaveValue('sam@example.com');
      await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to the Survey Guidelines.' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Satisfaction survey' })).toBeInTheDocument();

    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading the survey…');
    else expect(screen.queryByText('Loading the survey…')).toBeNull();

    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (!s.matches('failed')) expect(screen.queryByRole('alert')).toBeNull();

    if (s.matches('noPurchase')) {
      expect(screen.getByRole('status')).toHaveTextContent('You can take the survey after your first purchase.');
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/home/dashboard');
    } else {
      expect(screen.queryByText('You can take the survey after your first purchase.')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    }

    if (s.matches('answering')) {
      const dialog = screen.getByRole('dialog', { name: 'Tell us about your experience' });
      expect(within(dialog).getByRole('group', { name: 'How would you rate this course?' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('dialog')).toBeNull();
    }

    if (s.matches('finished')) {
      // The review is about the newest completed order, in the student's name.
      const survey = surveyInputOf(s.context.record!, s.context.student!);
      expect(reviews).toEqual([
        {
          orderId: survey.studentPaymentTrxId,
          name: survey.name,
          emailId: survey.emailId,
          rating: 5,
          comments: '',
          courseSelection: 'yes',
        },
      ]);
      expect(survey.studentPaymentTrxId).toBe(5003);
    } else {
      expect(reviews).toEqual([]);
    }
  },
};
