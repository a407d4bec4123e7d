import { connectedAccountsMachine } from '@machines/connectedAccounts';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createConnectedAccountsImplementations } from './connectedAccounts.actors';
import { ConnectedAccountsContext } from './ConnectedAccountsContext';
import { ConnectedAccountsView } from './ConnectedAccountsView';

/** Route /home/integration (02 §2 integration). */
export default function ConnectedAccountsFlow() {
  const api = useEndpoints(studentEndpoints);
  const logic = useFlowLogic(() => connectedAccountsMachine.provide(createConnectedAccountsImplementations({ api })));
  return (
    <ConnectedAccountsContext.Provider logic={logic}>
      <ConnectedAccountsView />
    </ConnectedAccountsContext.Provider>
  );
}
