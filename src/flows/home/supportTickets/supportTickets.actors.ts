import { fromPromise } from 'xstate';

import { supportScreenshotField } from '@contracts/support';
import type { SupportTicket, SupportTicketList, supportTicketsMachine, TicketDraft } from '@machines/supportTickets';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The multipart form of a ticket: the text fields first, then the screenshot (the server reads them in order). */
export function ticketForm(draft: TicketDraft): FormData {
  const form = new FormData();
  form.append('topic', draft.topic);
  form.append('message', draft.message);
  if (draft.screenshot) form.append(supportScreenshotField, draft.screenshot, 'screenshot');
  return form;
}

/** The support page's I/O: the student's tickets, and sending one (02 §7 support ticket). */
export const createSupportTicketsActors = (api: StudentEndpoints) => ({
  loadTickets: fromPromise<SupportTicketList>(async ({ signal }) => (await api.supportTickets(signal)).data),
  sendTicket: fromPromise<SupportTicket, TicketDraft>(
    async ({ input, signal }) => (await api.sendSupportTicket(ticketForm(input), signal)).data,
  ),
});

export const createSupportTicketsImplementations = ({ api }: { api: StudentEndpoints }) =>
  ({ actors: createSupportTicketsActors(api) }) satisfies ImplementationsOf<typeof supportTicketsMachine>;
