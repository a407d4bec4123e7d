import { useActorRef } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorOptions } from 'xstate';

import type { IdentityCheckInput, identityCheckMachine } from '@machines/identityCheck';
import { IdentityCheckView } from '@flows/home/identityCheck/IdentityCheckView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

/** The checks run as chapter launch's child; here the harness starts them itself. */
function Checks({ logic, options }: { logic: typeof identityCheckMachine; options: Record<string, unknown> }) {
  // The harness's options carry the path's input, clock and coverage probe.
  const actor = useActorRef(
    logic,
    options as unknown as ActorOptions<typeof identityCheckMachine> & { input: IdentityCheckInput },
  );
  return <IdentityCheckView actor={actor} />;
}

export const identityCheckView: FlowViewDriver<typeof identityCheckMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/chapter-launch">
      <Checks logic={logic} options={options} />
    </TestProviders>
  ),
  perform: {},
  // Each check's page is its own machine's (scripted here as a plain actor): this view shows only the one running,
  // so with plain stand-ins it shows nothing of its own in any state.
  expectScreen: (_s, { screen }) => {
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  },
};
