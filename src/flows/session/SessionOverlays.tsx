import { Trans, useLingui } from '@lingui/react/macro';

import { SessionPrompt } from './SessionPrompt';
import { useInactivityWarning, useSigningOut, useTokenExpired } from './sessionSelectors';
import { SigningOutOverlay } from './SigningOutOverlay';
import { useSessionEvents } from './useSessionEvents';

/** What the session shows over any page: the inactivity prompt, token expiry, signing out (loaded when due). */
export function SessionOverlays() {
  const { t } = useLingui();
  const warning = useInactivityWarning();
  const expired = useTokenExpired();
  const signingOut = useSigningOut();
  const { stillHere, acknowledgeExpiry } = useSessionEvents();
  return (
    <>
      {/* 01 §4 Inactivity: unanswered, the session ends. */}
      {warning ? (
        <SessionPrompt title={t`Are you still there?`} answer={<Trans>Yes</Trans>} onAnswer={stillHere}>
          <Trans>You have been inactive for a while. For your security you will be signed out soon.</Trans>
        </SessionPrompt>
      ) : null}
      {/* 01 §8: the token expired; OK signs out and goes to /login. */}
      {expired ? (
        <SessionPrompt title={t`Session expired`} answer={<Trans>OK</Trans>} onAnswer={acknowledgeExpiry}>
          <Trans>Your Token has been expired so you are redirected to Login Page.</Trans>
        </SessionPrompt>
      ) : null}
      {signingOut ? <SigningOutOverlay /> : null}
    </>
  );
}
