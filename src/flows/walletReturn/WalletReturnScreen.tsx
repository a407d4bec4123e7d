import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { walletReturnMachine } from '@machines/entryLink';
import { entryLinksEndpoints } from '@app/shared/api/endpoints/entryLinks';
import { useEndpoints, useServices } from '@app/shared/services';
import { WalletReturnContext } from './WalletReturnContext';
import { WalletReturnView } from './WalletReturnView';
import { createWalletReturnActors } from './walletReturn.actors';
import { walletDefaultPassword } from './walletReturn';

/** Route /paypal-auth: stores the wallet user info (or 'error') and goes back. */
export default function WalletReturnScreen() {
  const { storage } = useServices();
  const api = useEndpoints(entryLinksEndpoints);
  const navigate = useNavigate();
  const location = useLocation();
  const [code] = useState(() => new URLSearchParams(location.search).get('code')?.trim() || undefined);
  const logic = useMemo(
    () =>
      walletReturnMachine.provide({
        actors: createWalletReturnActors(api),
        actions: {
          storeWalletUser: (_, user) => storage.set('walletUserInfo', { ...user, password: walletDefaultPassword }),
          storeWalletError: () => storage.set('walletUserInfo', 'error'),
          navigateBack: () => (location.key === 'default' ? navigate('/registerfast', { replace: true }) : navigate(-1)),
        },
      }),
    [api, storage, navigate, location.key],
  );
  return (
    <WalletReturnContext.Provider logic={logic} options={{ input: { code } }}>
      <WalletReturnView />
    </WalletReturnContext.Provider>
  );
}
