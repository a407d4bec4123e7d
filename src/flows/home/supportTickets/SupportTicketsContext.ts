import { supportTicketsMachine } from '@machines/supportTickets';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const SupportTicketsContext = createFlowContext(supportTicketsMachine);
