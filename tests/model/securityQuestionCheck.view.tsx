import { act } from '@testing-library/react';
import { expect } from 'vitest';

import type { securityQuestionCheckMachine } from '@machines/securityQuestionCheck';
import { SecurityQuestionCheckView } from '@flows/home/identityCheck/SecurityQuestionCheckView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderAsChild } from './harness/view';
import { manualSeconds } from './manualSeconds';

let seconds = manualSeconds();

/** The check runs as the identity-check machine's child. */
const renderCheck = renderAsChild<typeof securityQuestionCheckMachine>('/home/chapter-launch', ({ actor }) => (
  <SecurityQuestionCheckView actor={actor} everySecond={seconds.everySecond} />
));

export const securityQuestionCheckView: FlowViewDriver<typeof securityQuestionCheckMachine> = {
  render: (props) => {
    seconds = manualSeconds();
    return renderCheck(props);
  },
  perform: {
    'answer.submit': async (event, { user, screen }) => {
      const question = screen.getByRole('textbox');
      await user.type(question, String(event.answer));
      await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    },
    'clock.second': async () => act(() => seconds.fire()),
    'question.next': clickButton('Next question'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    const { question, secondsLeft, wrong } = s.context;
    if (s.matches('asking')) expect(screen.getByRole('status')).toHaveTextContent('Loading your question…');
    const asking = s.matches('answering') || s.matches('submitting');
    expect(screen.queryByRole('textbox', { name: question?.text ?? 'no question' }) !== null).toBe(asking);
    if (asking && secondsLeft !== null)
      expect(screen.getByRole('timer')).toHaveTextContent(`0:${String(secondsLeft).padStart(2, '0')}`);
    else expect(screen.queryByRole('timer')).toBeNull();
    if (asking && question?.wrongAnswersLeft === 1) expect(screen.getByText(/This is your last try\./)).toBeVisible();
    if (s.matches('wrongAnswer')) {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        wrong?.timedOut ? 'The time to answer ran out.' : 'That answer does not match the one you saved.',
      );
      expect(alert).toHaveTextContent(
        wrong?.wrongAnswersLeft === 1
          ? 'One more wrong answer stops the course.'
          : `Wrong answers left before the course stops: ${wrong?.wrongAnswersLeft}.`,
      );
    }
    expect(screen.queryByText('Identity verified.') !== null).toBe(s.matches('verified'));
    expectRetryPanel(screen, s.matches('askFailed') || s.matches('answerFailed') ? s.context.failure : null);
  },
};
