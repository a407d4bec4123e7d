import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { thankYouMachine } from '@machines/thankYou';
import { ThankYouContext } from '@flows/thankYou/ThankYouContext';
import { ThankYouView } from '@flows/thankYou/ThankYouView';

import {
  clickButton,
  expectRetryPanel,
  type FlowViewDriver,
  genericError,
  renderInFlow,
  type Screen,
} from './harness/view';
import { receiptFacts, receiptLines } from './orders.fixtures';

/** The English trivia lines the model's inputs pick. */
const triviaText: Record<number, string> = {
  0: 'Keep at least three seconds of following distance from the vehicle ahead, and more in rain or at night.',
  4: 'At 55 mph, looking away from the road for five seconds means driving the length of a football field blind.',
  23: 'Headlights help others see you: turn them on from sunset to sunrise and whenever visibility is poor.',
};

function expectReceipt(screen: Screen, targetId: number) {
  const receipt = screen.getByRole('region', { name: 'Receipt' });
  const facts = receiptFacts[targetId];
  expect(receipt).toHaveTextContent(`Order number${targetId}`);
  expect(receipt).toHaveTextContent(`Payment date${facts.date}`);
  expect(receipt).toHaveTextContent(`Payment method${facts.instrument}`);
  expect(receipt).toHaveTextContent(`Status${facts.status}`);
  const rows = within(receipt).getAllByRole('row');
  const bodyRows = rows.slice(1, -1).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
  expect(bodyRows).toEqual(receiptLines[targetId]);
  expect(rows[rows.length - 1]).toHaveTextContent(`Total${facts.total}`);
  expect(receipt).toHaveTextContent('Charges will appear on your statement as TRAFFICSCHOOL*ONLINE.');
}

export const thankYouView: FlowViewDriver<typeof thankYouMachine> = {
  render: renderInFlow('/home/view-billing-details', ThankYouContext, <ThankYouView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'continue.request': clickButton('Continue'),
    'receipt.print': clickButton('Print'),
    'receipt.download': clickButton('Download receipt (PDF)'),
    'receipt.email': clickButton('Email receipt'),
    // The survey modal's own Skip ends the survey; its machine reports the end to the page.
    'survey.finish': async (_, { user, screen }) =>
      user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Skip' })),
  },
  expectScreen: (s, { screen }) => {
    const { afterPayment } = s.context;
    const loading = s.matches('loadingPurchase') || s.matches('loadingStudent');
    if (loading) {
      if (afterPayment) {
        expect(screen.getByRole('heading', { level: 1, name: 'We are getting your course ready' })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('Loading your course…');
        expect(screen.getByText(triviaText[s.context.triviaIndex])).toBeInTheDocument();
      } else {
        expect(screen.getByRole('status')).toHaveTextContent('Loading your receipt…');
      }
      expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
      return;
    }
    expect(screen.queryByText('Loading your course…')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: afterPayment ? 'Thank you for your payment' : 'Order receipt' }),
    ).toBeInTheDocument();

    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('notFound')) expect(screen.getByRole('alert')).toHaveTextContent('We could not find this payment.');

    const showsReceipt = !s.matches('failed') && !s.matches('notFound');
    if (showsReceipt) expectReceipt(screen, s.context.record!.targetId);
    else expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();

    if (afterPayment) {
      expect(screen.getByRole('link', { name: 'Need help? Contact support' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(screen.queryByRole('link', { name: 'Back to my orders' })).toBeNull();
      if (showsReceipt) expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    } else {
      expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/home/myorders');
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    }

    if (showsReceipt) {
      expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toHaveProperty(
        'disabled',
        s.matches('downloading') || s.matches('emailing'),
      );
      expect(screen.getByRole('button', { name: 'Email receipt' })).toHaveProperty(
        'disabled',
        s.matches('downloading') || s.matches('emailing'),
      );
      expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    }
    const notice = s.context.receiptNotice;
    if (notice?.kind === 'emailed') expect(screen.getByText(`Receipt sent to ${notice.emailId}.`)).toBeInTheDocument();
    else expect(screen.queryByText(/^Receipt sent to/)).toBeNull();
    if (notice?.kind === 'failed') {
      expect(screen.getByRole('alert')).toHaveTextContent(
        notice.failure.kind === 'failure' ? notice.failure.message : genericError,
      );
    }

    const parentDone = s.matches('parentPaymentDone') || (s.matches('continued') && s.context.parentEmailFlow);
    if (parentDone) expect(screen.getByText('Payment is done successfully')).toBeInTheDocument();
    else expect(screen.queryByText('Payment is done successfully')).toBeNull();

    if (s.matches('surveying')) {
      const dialog = screen.getByRole('dialog', { name: 'Tell us about your experience' });
      expect(within(dialog).getByRole('group', { name: 'How would you rate this course?' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  },
};
