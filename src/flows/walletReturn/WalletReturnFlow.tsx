import { useLocation } from 'react-router-dom';

import { walletReturnMachine } from '@machines/entryLink';
import { entryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createWalletReturnImplementations } from './walletReturn.actors';
import { WalletReturnContext } from './WalletReturnContext';
import { WalletReturnView } from './WalletReturnView';

/** Route /paypal-auth: stores the wallet user info (or 'error') and goes back. */
export default function WalletReturnFlow() {
  const { storage } = useServices();
  const api = useEndpoints(entryLinksEndpoints);
  const location = useLocation();
  const code = useOnce(() => new URLSearchParams(location.search).get('code')?.trim() || undefined);
  const logic = useFlowLogic((navigate) =>
    walletReturnMachine.provide(createWalletReturnImplementations({ api, storage, navigate })),
  );
  return (
    <WalletReturnContext.Provider logic={logic} options={{ input: { code } }}>
      <WalletReturnView />
    </WalletReturnContext.Provider>
  );
}
