import { loadOnUse } from '@shared/ui/loadOnUse';

import { useOverlayDue } from './sessionSelectors';

// Loaded when one is first due: no page downloads the overlays' code (and the modal's) before it needs it.
const SessionOverlays = loadOnUse(() => import('./SessionOverlays').then((m) => m.SessionOverlays));

/** The session's overlays over any page (inactivity, token expiry, signing out), when one of them is due. */
export function SessionView() {
  return useOverlayDue() ? <SessionOverlays /> : null;
}
