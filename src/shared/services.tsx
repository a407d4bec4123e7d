import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from './api';
import type { SessionSignals } from './api/sessionSignals';
import type { AppStorage } from './storage/storage';

/** What flows need from the outside world; the app provides the real ones, tests provide fakes. */
export interface Services {
  api: Api;
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
