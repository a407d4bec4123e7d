import { SessionContext } from './SessionContext';

/** Whether the browser holds a signed-in session (the app chrome shows Logout then). */
export const useSignedIn = () => SessionContext.useSelector((s) => !s.matches({ listening: 'signedOut' }));

/** Whether activity is being watched (signed in, no prompt open). */
export const useWatchingActivity = () => SessionContext.useSelector((s) => s.matches({ listening: 'signedIn' }));

export const useSigningOut = () => SessionContext.useSelector((s) => s.matches('loggingOut'));

export const useInactivityWarning = () =>
  SessionContext.useSelector((s) => s.matches({ listening: { signedIn: 'warning' } }));

export const useTokenExpired = () => SessionContext.useSelector((s) => s.matches('tokenExpired'));

/** Whether one of the session's overlays is due (the inactivity prompt, token expiry, signing out). */
export const useOverlayDue = () =>
  SessionContext.useSelector(
    (s) => s.matches({ listening: { signedIn: 'warning' } }) || s.matches('tokenExpired') || s.matches('loggingOut'),
  );

/** Idle under the session's rule (5 minutes without activity; the warning counts as idle): study time pauses. */
export const useIdle = () =>
  SessionContext.useSelector(
    (s) => s.matches({ listening: { signedIn: 'idle' } }) || s.matches({ listening: { signedIn: 'warning' } }),
  );
