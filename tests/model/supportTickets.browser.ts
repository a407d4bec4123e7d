import { expect } from '@playwright/test';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { supportTicketsMachine } from '@machines/supportTickets';

import type { BrowserFlow } from '../paths/browserFlow';
import { supportTicketsModel } from './supportTickets.model';

const topicNames: Record<string, string> = { technicalProblem: 'A technical problem', certificate: 'My certificate' };

/**
 * Support in the browser as integration@example.com (no other browser test writes to support as them):
 * tickets really sent and numbered by the server; a "screenshot" that is text named .png, which the server refuses by
 * its content; no connection by interception. The list holds whatever tickets earlier paths sent: the page check
 * reads the form, not the list.
 */
export const supportTicketsBrowser: BrowserFlow<typeof supportTicketsMachine> = {
  model: supportTicketsModel,
  page: '/home/support',
  account: { email: 'integration@example.com', password: 'Passw0rd!' },
  perform: {
    'ticket.submit': async (page, { event, next }) => {
      await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: topicNames[String(event.topic)] });
      await page.getByRole('textbox', { name: 'Your message' }).fill(String(event.message));
      // The server's refusal of a screenshot: a file that says it is a PNG and is not one (and none otherwise, so a
      // second try after the refusal goes through).
      const refused = next !== undefined && JSON.stringify(next).includes(failureCodes.validation);
      await page
        .getByLabel(/^Screenshot/)
        .setInputFiles(
          refused ? { name: 'screenshot.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') } : [],
        );
      await page.getByRole('button', { name: 'Send to support' }).click();
    },
    'ticket.another': (page) => page.getByRole('button', { name: 'Write another message' }).click(),
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your tickets…'),
    loadFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    writing: (page) => expect(page.getByRole('button', { name: 'Send to support' })).toBeEnabled(),
    sending: (page) => expect(page.getByRole('button', { name: 'Send to support' })).toBeDisabled(),
    sent: (page) => expect(page.getByText(/Your ticket number is ST-\d{4}-\d{6}/)).toBeVisible(),
  },
  intercept: {
    loadTickets: { url: (url) => url.pathname === apiPaths.supportTicket },
    sendTicket: { url: (url) => url.pathname === apiPaths.supportTicket },
  },
};
