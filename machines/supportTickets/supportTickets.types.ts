import type { SupportTicket, SupportTicketList, SupportTopic } from '@contracts/support';

import type { Failure } from '../shared/failure';

export type { SupportTicket, SupportTicketList, SupportTopic };

/** What the form sends: the topic, the message and an optional screenshot (checked again by the server). */
export interface TicketDraft {
  topic: SupportTopic;
  message: string;
  screenshot?: Blob;
}

export interface SupportTicketsContext {
  tickets: SupportTicket[];
  /** The ticket just sent (its number is shown). */
  sent?: SupportTicket;
  failure?: Failure;
}

export type SupportTicketsEvent =
  | ({ type: 'ticket.submit' } & TicketDraft)
  /** After a ticket was sent: the form again, for another one. */
  | { type: 'ticket.another' }
  | { type: 'retry.request' };
