import { loadOnUse } from '@shared/ui/loadOnUse';

import { useInactivityWarning, useSigningOut, useTokenExpired } from './sessionSelectors';
import { SigningOutOverlay } from './SigningOutOverlay';

// The two prompts (and the modal they use) load when one is first due: no page downloads them before (page weight).
const SessionPrompts = loadOnUse(() => import('./SessionPrompts').then((m) => m.SessionPrompts));

/** The session's overlays over any page: the inactivity and token-expiry prompts, and signing out. */
export function SessionView() {
  const warning = useInactivityWarning();
  const expired = useTokenExpired();
  const signingOut = useSigningOut();
  return (
    <>
      {warning || expired ? <SessionPrompts /> : null}
      {signingOut ? <SigningOutOverlay /> : null}
    </>
  );
}
