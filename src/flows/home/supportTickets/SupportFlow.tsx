import { supportTicketsMachine } from '@machines/supportTickets';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createSupportTicketsImplementations } from './supportTickets.actors';
import { SupportTicketsContext } from './SupportTicketsContext';
import { SupportView } from './SupportView';

/** Route /home/support (02 §2 support). */
export default function SupportFlow() {
  const api = useEndpoints(studentEndpoints);
  const logic = useFlowLogic(() => supportTicketsMachine.provide(createSupportTicketsImplementations({ api })));
  return (
    <SupportTicketsContext.Provider logic={logic}>
      <SupportView />
    </SupportTicketsContext.Provider>
  );
}
