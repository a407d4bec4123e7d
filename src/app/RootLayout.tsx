import { Outlet } from 'react-router-dom';

import { AppChrome } from '@flows/chrome';
import { SessionFlow, SessionView, useSessionEvents, useSignedIn } from '@flows/session';

function ChromedPage() {
  const signedIn = useSignedIn();
  const { logout } = useSessionEvents();
  return (
    <>
      <AppChrome signedIn={signedIn} onLogout={logout}>
        <Outlet />
      </AppChrome>
      <SessionView />
    </>
  );
}

/** The root route: the session machine and the page chrome around every page. */
export function RootLayout() {
  return (
    <SessionFlow>
      <ChromedPage />
    </SessionFlow>
  );
}
