import { createFlowContext } from '@shared/flows/createFlowContext';

import { supportTicketsMachine } from '@machines/supportTickets';

export const SupportTicketsContext = createFlowContext(supportTicketsMachine);
