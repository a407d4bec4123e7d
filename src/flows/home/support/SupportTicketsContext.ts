import { createActorContext } from '@xstate/react';

import { supportTicketsMachine } from '@machines/supportTickets';

export const SupportTicketsContext = createActorContext(supportTicketsMachine);
