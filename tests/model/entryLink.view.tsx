import { expect } from 'vitest';

import type { entryLinkMachine } from '@machines/entryLink';
import { EntryLinkContext } from '@flows/entryLinks/EntryLinkContext';
import { EntryLinkView } from '@flows/entryLinks/EntryLinkView';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';

export const entryLinkView: FlowViewDriver<typeof entryLinkMachine> = {
  render: renderInFlow('/', EntryLinkContext, <EntryLinkView landing={<p>The landing page</p>} />),
  perform: {
    'verification.retry': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('absent')) {
      expect(screen.getByText('The landing page')).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
    } else if (s.matches('refused')) {
      expect(screen.getByRole('heading', { name: 'We could not open this link' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(s.context.failure!.message);
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    } else {
      expect(screen.getByRole('status')).toHaveTextContent('Opening your link…');
      expect(screen.queryByText('The landing page')).toBeNull();
    }
  },
};
