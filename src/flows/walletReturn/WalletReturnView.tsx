import { useLingui } from '@lingui/react/macro';

import { Loader } from '@shared/ui/Loader';

/** /paypal-auth shows only a loader while the sign-in is read; the page then goes back. */
export function WalletReturnView() {
  const { t } = useLingui();
  return (
    <main className="auth-card">
      <Loader label={t`Reading your wallet sign-in…`} />
    </main>
  );
}
