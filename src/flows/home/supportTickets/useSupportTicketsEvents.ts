import type { TicketDraft } from '@machines/supportTickets';
import { useIntents } from '@shared/flows/useIntents';

import { SupportTicketsContext } from './SupportTicketsContext';

export function useSupportTicketsEvents() {
  return useIntents(SupportTicketsContext, (send) => ({
    submit: (draft: TicketDraft) => send({ type: 'ticket.submit', ...draft }),
    another: () => send({ type: 'ticket.another' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
