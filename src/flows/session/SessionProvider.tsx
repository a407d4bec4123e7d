import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { sessionMachine } from '@machines/session';
import { sessionEndpoints } from '@app/shared/api/endpoints/session';
import { useEndpoints, useServices } from '@app/shared/services';
import { SessionBindings } from './SessionBindings';
import { SessionContext } from './SessionContext';
import { createSessionActors } from './session.actors';

/** A stored logout redirect may be another site; app paths stay in the router. */
function goTo(navigate: NavigateFunction, to: string) {
  if (/^https?:\/\//i.test(to)) window.location.assign(to);
  else navigate(to, { replace: true });
}

/** Runs the session machine once for the whole app (inside the router) with its real I/O. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { storage } = useServices();
  const api = useEndpoints(sessionEndpoints);
  const navigate = useNavigate();
  // The actor is created once; its navigate action must always use the current router function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: createSessionActors(api, storage),
        actions: {
          navigate: (_, { to }) => goTo(navigateRef.current, to),
          clearSession: () => storage.clearSession(),
          markAccessDenied: () => storage.set('accessDenied', 'true'),
        },
      }),
    [api, storage],
  );
  return (
    <SessionContext.Provider logic={logic}>
      <SessionBindings />
      {children}
    </SessionContext.Provider>
  );
}
