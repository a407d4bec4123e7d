import type { ReactNode } from 'react';

import { sessionMachine } from '@machines/session';
import { sessionEndpoints } from '@shared/api/endpoints/session';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createSessionImplementations } from './session.actors';
import { SessionBindings } from './SessionBindings';
import { SessionContext } from './SessionContext';

/** Runs the session machine once for the whole app (inside the router) with its real I/O. */
export function SessionFlow({ children }: { children: ReactNode }) {
  const { storage } = useServices();
  const api = useEndpoints(sessionEndpoints);
  const logic = useFlowLogic((navigate) =>
    sessionMachine.provide(createSessionImplementations({ api, storage, navigate })),
  );
  return (
    <SessionContext.Provider logic={logic}>
      <SessionBindings />
      {children}
    </SessionContext.Provider>
  );
}
