import type { SessionEvent } from '@machines/session';
import type { AppStorage } from '@shared/storage';
import { sessionEventOf } from '@flows/session/readStoredSession';

/**
 * 02 §2 settings, §3 inactivityTimeoutFlagEnabled: the inactivity warning saved in Settings takes effect at once. It is
 * stored where every navigation reads it, and the running session is told the way a navigation tells it (the same
 * 'session.found'), so the session machine needs nothing of its own for Settings (and every page's first file stays
 * as it was).
 */
export const inactivityPromptSetter =
  (storage: AppStorage, session: { send: (event: SessionEvent) => void }) => (enabled: boolean) => {
    storage.set('inactivityTimeoutFlagEnabled', enabled ? 'true' : 'false');
    session.send(sessionEventOf(storage));
  };
