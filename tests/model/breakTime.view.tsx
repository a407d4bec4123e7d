import { expect } from 'vitest';

import type { breakTimeMachine } from '@machines/breakTime';
import { BreakTimeContext } from '@flows/home/breakTime/BreakTimeContext';
import { BreakTimeView } from '@flows/home/breakTime/BreakTimeView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

const mmss = (seconds: number) => `00:${String(seconds).padStart(2, '0')}`;

export const breakTimeView: FlowViewDriver<typeof breakTimeMachine> = {
  render: renderInFlow('/home/breakTime', BreakTimeContext, <BreakTimeView />),
  perform: { 'retry.request': clickButton('Try again') },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your break…');
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('counting')) {
      expect(screen.getByRole('heading', { level: 1, name: 'Time for a break' })).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: 'Break time left' })).toHaveTextContent(mmss(s.context.secondsLeft));
    }
  },
};
