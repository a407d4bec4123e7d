import { describe, expect, it } from 'vitest';

import { supportScreenshotField } from '@contracts/support';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createSupportTicketsActors, ticketForm } from '@flows/home/supportTickets/supportTickets.actors';

import { draft, earlierTicket, sentTicket } from '../../model/supportTickets.model';
import { actorsOver, answering, answersTable, envelope, failuresPassThrough, run } from './actorTable';

const actorsWith = actorsOver(createSupportTicketsActors, studentEndpoints);

describe('createSupportTicketsActors', () => {
  answersTable('$name', actorsWith, { actor: 'loadTickets', call: 'supportTickets', sent: [] }, [
    {
      name: 'loadTickets answers the student’s tickets',
      answer: envelope({ tickets: [earlierTicket] }),
      output: { tickets: [earlierTicket] },
    },
  ]);

  it('sendTicket sends the text fields, then the screenshot, as a multipart form, and answers the ticket', async () => {
    const sendSupportTicket = answering(envelope(sentTicket));
    const screenshot = new Blob(['png'], { type: 'image/png' });
    const result = await run(actorsWith({ sendSupportTicket }).sendTicket, { ...draft, screenshot });
    expect(result).toEqual({ output: sentTicket });
    const [form, signal] = sendSupportTicket.mock.calls[0] as [FormData, AbortSignal];
    expect(signal).toBeInstanceOf(AbortSignal);
    expect([...form.keys()]).toEqual(['topic', 'message', supportScreenshotField]);
    expect(form.get('topic')).toBe(draft.topic);
    expect(form.get('message')).toBe(draft.message);
  });

  it('a ticket without a screenshot has only the text fields', () => {
    expect([...ticketForm(draft).keys()]).toEqual(['topic', 'message']);
  });

  failuresPassThrough(actorsWith, [
    ['loadTickets', 'supportTickets', undefined],
    ['sendTicket', 'sendSupportTicket', draft],
  ]);
});
