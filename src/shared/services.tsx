import { createContext, type ReactNode, useContext } from 'react';

import type { ApiClient } from './api';
import type { SessionSignals } from './api/sessionSignals';
import type { AppStorage } from './storage/storage';

/** What flows need from the outside world; the app provides the real ones, tests provide fakes. */
export interface Services {
  /** The API calls of one area (src/shared/api/endpoints), made with the app's client; the same object for the same area. */
  endpoints: <T>(area: (client: ApiClient) => T) => T;
  storage: AppStorage;
  signals: SessionSignals;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}

/**
 * The calls of one area (e.g. `useEndpoints(registrationEndpoints)` from src/shared/api/endpoints/registration):
 * a flow imports the areas it calls, so its page's JavaScript carries only those. Stable across renders.
 */
export function useEndpoints<T>(area: (client: ApiClient) => T): T {
  return useServices().endpoints(area);
}
