import { assertEvent, assign, setup } from 'xstate';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import type {
  SupportTicket,
  SupportTicketList,
  SupportTicketsContext,
  SupportTicketsEvent,
  TicketDraft,
} from './supportTickets.types';

/**
 * 02 §2 support, §7 support ticket: the student's tickets with their status, and a form to write one (a
 * topic, a message, optionally a screenshot). Sent, the page shows its number and the list has it on top.
 */
export const supportTicketsMachine = setup({
  types: { context: {} as SupportTicketsContext, events: {} as SupportTicketsEvent },
  actors: {
    loadTickets: provided<SupportTicketList>('loadTickets'),
    sendTicket: provided<SupportTicket, TicketDraft>('sendTicket'),
  },
  actions: {
    keepTickets: assign((_, list: SupportTicketList) => ({ tickets: list.tickets, failure: undefined })),
    keepSent: assign(({ context }, ticket: SupportTicket) => ({
      sent: ticket,
      tickets: [ticket, ...context.tickets],
      failure: undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'supportTickets',
  context: { tickets: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: request({ src: 'loadTickets', keep: 'keepTickets', done: 'writing', failed: 'loadFailed' }),
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    writing: {
      description: 'The form and the tickets; a refused send shows why above the form, which keeps what was typed.',
      on: { 'ticket.submit': { target: 'sending' } },
    },
    sending: {
      meta: { spec: '02 §7 support ticket' },
      invoke: {
        ...request({ src: 'sendTicket', keep: 'keepSent', done: 'sent', failed: 'writing' }),
        input: ({ event }) => {
          assertEvent(event, 'ticket.submit');
          return { topic: event.topic, message: event.message, screenshot: event.screenshot };
        },
      },
    },
    sent: {
      description: 'The ticket number, the e-mail sent; the list has the ticket on top.',
      on: { 'ticket.another': { target: 'writing', actions: assign({ sent: undefined }) } },
    },
  },
});
