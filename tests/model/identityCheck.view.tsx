import { expect } from 'vitest';

import type { identityCheckMachine } from '@machines/identityCheck';
import { IdentityCheckView } from '@flows/home/identityCheck/IdentityCheckView';

import { type FlowViewDriver, renderAsChild } from './harness/view';

export const identityCheckView: FlowViewDriver<typeof identityCheckMachine> = {
  // The checks run as chapter launch's child.
  render: renderAsChild('/home/chapter-launch', IdentityCheckView),
  perform: {},
  // Each check's page is its own machine's (scripted here as a plain actor): this view shows only the one running,
  // so with plain stand-ins it shows nothing of its own in any state.
  expectScreen: (_s, { screen }) => {
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  },
};
