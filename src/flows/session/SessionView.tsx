import { loadOnUse } from '@shared/ui/loadOnUse';

import { useSignedIn } from './sessionSelectors';

// Only a signed-in session can show them: signed-out pages (/login, /register) do not download them.
const SessionOverlays = loadOnUse(() => import('./SessionOverlays').then((m) => m.SessionOverlays));

/** The session's modals over any page (inactivity, token expiry, signing out), while a session exists. */
export function SessionView() {
  return useSignedIn() ? <SessionOverlays /> : null;
}
