import { expect } from 'vitest';

import type { supportTicketsMachine } from '@machines/supportTickets';
import { SupportTicketsContext } from '@flows/home/supportTickets/SupportTicketsContext';
import { SupportView } from '@flows/home/supportTickets/SupportView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

const topicNames: Record<string, string> = { technicalProblem: 'A technical problem', certificate: 'My certificate' };
const genericText = 'Oops. Something went wrong. Please try again later.';

export const supportTicketsView: FlowViewDriver<typeof supportTicketsMachine> = {
  render: renderInFlow('/home/support', SupportTicketsContext, <SupportView />),
  perform: {
    'ticket.submit': async (event, { user, screen }) => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), topicNames[String(event.topic)]);
      const message = screen.getByRole('textbox', { name: 'Your message' });
      await user.clear(message);
      await user.type(message, String(event.message));
      await user.click(screen.getByRole('button', { name: 'Send to support' }));
    },
    'ticket.another': clickButton('Write another message'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your tickets…');
    const form = s.matches('writing') || s.matches('sending');
    expect(screen.queryByRole('button', { name: 'Send to support' }) !== null).toBe(form);
    if (s.matches('sending')) expect(screen.getByRole('button', { name: 'Send to support' })).toBeDisabled();
    const failure = s.matches('writing') ? s.context.failure : undefined;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent(failure.kind === 'failure' ? failure.message : genericText);
    if (s.matches('sent')) expect(screen.getByText(/Your ticket number is ST-2026-000042/)).toBeVisible();
    const listed = !s.matches('loading') && !s.matches('loadFailed');
    if (listed && s.context.tickets.length === 0)
      expect(screen.getByText('You have not written to support yet.')).toBeVisible();
    for (const ticket of s.context.tickets)
      expect(screen.queryByRole('cell', { name: ticket.ticketNumber }) !== null).toBe(listed);
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
  },
};
