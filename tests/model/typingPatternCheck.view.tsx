import { act } from '@testing-library/react';
import { expect } from 'vitest';

import { typingPhrase } from '@contracts/typingPattern';
import type { typingPatternCheckMachine } from '@machines/typingPatternCheck';
import { TypingPatternCheckView } from '@flows/home/identityCheck/TypingPatternCheckView';
import { KeyClockContext } from '@flows/home/identityCheck/TypingPhraseInput';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderAsChild } from './harness/view';
import { manualSeconds } from './manualSeconds';
import { steadyKeyClock } from './typingFixtures';

let seconds = manualSeconds();

/** The check runs as the identity-check machine's child. */
const renderCheck = renderAsChild<typeof typingPatternCheckMachine>(
  '/home/chapter-launch',
  ({ actor }) => <TypingPatternCheckView actor={actor} everySecond={seconds.everySecond} />,
  (view) => <KeyClockContext.Provider value={steadyKeyClock()}>{view}</KeyClockContext.Provider>,
);

export const typingPatternCheckView: FlowViewDriver<typeof typingPatternCheckMachine> = {
  render: (props) => {
    seconds = manualSeconds();
    return renderCheck(props);
  },
  perform: {
    'sample.typed': async (_event, { user, screen }) => {
      await user.click(screen.getByRole('textbox', { name: 'Type the phrase' }));
      await user.keyboard(typingPhrase);
    },
    'clock.second': async () => act(() => seconds.fire()),
    'typing.again': clickButton('Type it again'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    const typing = s.matches('typing') || s.matches('submitting');
    if (s.matches('starting')) expect(screen.getByRole('status')).toHaveTextContent('Preparing your typing check…');
    expect(screen.queryByRole('textbox', { name: 'Type the phrase' }) !== null).toBe(typing);
    const { secondsLeft, mismatch, check } = s.context;
    if (typing && secondsLeft !== null)
      expect(screen.getByRole('timer')).toHaveTextContent(`0:${String(secondsLeft).padStart(2, '0')}`);
    else expect(screen.queryByRole('timer')).toBeNull();
    if (typing) expect(screen.queryByText(/This is your last try\./) !== null).toBe(check?.mismatchesLeft === 1);
    if (s.matches('mismatched')) {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        mismatch?.timedOut ? 'The time to type the phrase ran out.' : 'Your typing did not match your typing pattern.',
      );
      expect(alert).toHaveTextContent(
        mismatch?.mismatchesLeft === 1
          ? 'One more mismatch stops the course.'
          : `Mismatches left before the course stops: ${mismatch?.mismatchesLeft}.`,
      );
    }
    expect(screen.queryByText('Your typing matched. Identity verified.') !== null).toBe(s.matches('verified'));
    expectRetryPanel(screen, s.matches('startFailed') || s.matches('submitFailed') ? s.context.failure : null);
  },
};
