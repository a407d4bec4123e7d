import { expect } from 'vitest';

import { typingPhrase } from '@contracts/typingPattern';
import type { typingPatternSetupMachine } from '@machines/typingPatternSetup';
import { TypingPatternSetupView } from '@flows/home/identityCheck/TypingPatternSetupView';
import { KeyClockContext } from '@flows/home/identityCheck/TypingPhraseInput';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderAsChild } from './harness/view';
import { steadyKeyClock } from './typingFixtures';

export const typingPatternSetupView: FlowViewDriver<typeof typingPatternSetupMachine> = {
  // The enrolment runs as the identity-check machine's child.
  render: renderAsChild('/home/chapter-launch', TypingPatternSetupView, (view) => (
    <KeyClockContext.Provider value={steadyKeyClock()}>{view}</KeyClockContext.Provider>
  )),
  perform: {
    'sample.typed': async (_event, { user, screen }) => {
      await user.click(screen.getByRole('textbox'));
      await user.keyboard(typingPhrase);
    },
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('typing'))
      expect(screen.getByRole('textbox', { name: `Typing ${s.context.samples.length + 1} of 3` })).toHaveValue('');
    if (s.matches('retyping')) {
      expect(screen.getByText(/One of your typings was quite different from the others\./)).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Type the phrase once more' })).toBeVisible();
    }
    if (s.matches('enrolling')) expect(screen.getByRole('status')).toHaveTextContent('Saving your typing pattern…');
    expect(screen.queryByText(typingPhrase) !== null).toBe(s.matches('typing') || s.matches('retyping'));
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
  },
};
