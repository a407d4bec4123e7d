import { act } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorOptions } from 'xstate';

import type { SecurityQuestionCheckInput, securityQuestionCheckMachine } from '@machines/securityQuestionCheck';
import { SecurityQuestionCheckView } from '@flows/home/identityCheck/SecurityQuestionCheckView';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, expectRetryPanel, type FlowViewDriver } from './harness/view';
import { manualSeconds } from './manualSeconds';

let seconds = manualSeconds();

/** The check runs as the identity-check machine's child; here the harness starts it itself. */
function Check({ logic, options }: { logic: typeof securityQuestionCheckMachine; options: Record<string, unknown> }) {
  // The harness's options carry the path's input, clock and coverage probe.
  const actor = useActorRef(
    logic,
    options as unknown as ActorOptions<typeof securityQuestionCheckMachine> & { input: SecurityQuestionCheckInput },
  );
  return <SecurityQuestionCheckView actor={actor} everySecond={seconds.everySecond} />;
}

export const securityQuestionCheckView: FlowViewDriver<typeof securityQuestionCheckMachine> = {
  render: ({ logic, options }) => {
    seconds = manualSeconds();
    return (
      <TestProviders path="/home/chapter-launch">
        <Check logic={logic} options={options} />
      </TestProviders>
    );
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
