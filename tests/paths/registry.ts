import { azRegistrationStatusBrowser } from '../model/azRegistrationStatus.browser';
import { faqsBrowser } from '../model/faqs.browser';
import { flowCatalogueBrowser } from '../model/flowCatalogue.browser';
import { forgotPasswordBrowser } from '../model/forgotPassword.browser';
import { ordersBrowser } from '../model/orders.browser';
import { refundSummaryBrowser } from '../model/refundSummary.browser';
import { supportTicketsBrowser } from '../model/supportTickets.browser';
import type { BrowserFlow } from './browserFlow';

/** Every flow with a browser map; scripts/pathsCoverage.ts lists the flow models that have none yet. */
export const browserFlows: BrowserFlow[] = [
  azRegistrationStatusBrowser as BrowserFlow,
  faqsBrowser as BrowserFlow,
  flowCatalogueBrowser as BrowserFlow,
  forgotPasswordBrowser as BrowserFlow,
  ordersBrowser as BrowserFlow,
  refundSummaryBrowser as BrowserFlow,
  supportTicketsBrowser as BrowserFlow,
];
