import { failureCodes } from '@contracts/envelope';
import { supportMessages } from '@contracts/support';
import { type SupportTicket, supportTicketsMachine } from '@machines/supportTickets';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

export const earlierTicket: SupportTicket = {
  ticketNumber: 'ST-2026-000041',
  topic: 'certificate',
  message: 'When will my certificate arrive by mail?',
  hasScreenshot: false,
  status: 'answered',
  createdAt: '2026-06-01T16:00:00.000Z',
};
export const draft = { topic: 'technicalProblem' as const, message: 'The chapter timer does not move on my tablet.' };
export const sentTicket: SupportTicket = {
  ...draft,
  ticketNumber: 'ST-2026-000042',
  hasScreenshot: false,
  status: 'open',
  createdAt: '2026-06-10T16:00:00.000Z',
};

export const supportTicketsModel: FlowModel<typeof supportTicketsMachine> = {
  id: 'supportTickets',
  title: 'Support: write to support (topic, message, screenshot) and see your tickets (02 §2 support, §7)',
  machine: supportTicketsMachine,
  events: (s) => [
    ...outcomesOf(s, 'loadTickets', {
      answers: [{ tickets: [earlierTicket] }, { tickets: [] }],
      failures: [networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    // One ticket per path: every send adds one to the list, which would make the paths endless.
    ...(s.matches('writing') && !s.context.tickets.includes(sentTicket) ? [{ type: 'ticket.submit', ...draft }] : []),
    ...outcomesOf(s, 'sendTicket', {
      answers: [sentTicket],
      failures: [refusal(400, failureCodes.validation, supportMessages.notAnImage), networkFailure],
    }),
    ...(s.matches('sent') ? [{ type: 'ticket.another' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'ticket.submit':
        return 'the student picks a topic, writes a message and clicks Send to support';
      case 'ticket.another':
        return 'the student clicks Write another message';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {},
};
