import { InactivityPrompt } from './InactivityPrompt';
import { useInactivityWarning, useSigningOut, useTokenExpired } from './sessionSelectors';
import { SigningOutOverlay } from './SigningOutOverlay';
import { TokenExpiredModal } from './TokenExpiredModal';
import { useSessionEvents } from './useSessionEvents';

/** What the session shows over any page: the inactivity prompt, token expiry, signing out. */
export function SessionOverlays() {
  const warning = useInactivityWarning();
  const expired = useTokenExpired();
  const signingOut = useSigningOut();
  const { stillHere, acknowledgeExpiry } = useSessionEvents();
  return (
    <>
      {warning ? <InactivityPrompt onStillHere={stillHere} /> : null}
      {expired ? <TokenExpiredModal onAcknowledge={acknowledgeExpiry} /> : null}
      {signingOut ? <SigningOutOverlay /> : null}
    </>
  );
}
