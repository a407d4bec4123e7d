import { useActorRef } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorOptions } from 'xstate';

import { typingPhrase } from '@contracts/typingPattern';
import type { TypingPatternSetupInput, typingPatternSetupMachine } from '@machines/typingPatternSetup';
import { TypingPatternSetupView } from '@flows/home/identityCheck/TypingPatternSetupView';
import { KeyClockContext } from '@flows/home/identityCheck/TypingPhraseInput';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, expectRetryPanel, type FlowViewDriver } from './harness/view';
import { steadyKeyClock } from './typingFixtures';

/** The enrolment runs as the identity-check machine's child; here the harness starts it itself. */
function Setup({ logic, options }: { logic: typeof typingPatternSetupMachine; options: Record<string, unknown> }) {
  // The harness's options carry the path's input, clock and coverage probe.
  const actor = useActorRef(
    logic,
    options as unknown as ActorOptions<typeof typingPatternSetupMachine> & { input: TypingPatternSetupInput },
  );
  return <TypingPatternSetupView actor={actor} />;
}

export const typingPatternSetupView: FlowViewDriver<typeof typingPatternSetupMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/chapter-launch">
      <KeyClockContext.Provider value={steadyKeyClock()}>
        <Setup logic={logic} options={options} />
      </KeyClockContext.Provider>
    </TestProviders>
  ),
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
