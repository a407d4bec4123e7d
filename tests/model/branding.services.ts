import { createApiClient, createSessionSignals } from '@shared/api';
import type { Services } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';

import { realEndpoints } from '../setup/fakeEndpoints';

/** A Web Storage area in memory, so each test starts empty. */
export function memoryStorageArea(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Services for rendering the chrome: empty storage, and an API no test calls (branding actors are scripted). */
export function chromeTestServices(): Services {
  const signals = createSessionSignals();
  const client = createApiClient({
    baseURL: 'http://api.invalid',
    subscriptionKey: 'test',
    credentials: () => ({}),
    signals,
  });
  return { endpoints: realEndpoints(client), storage: createAppStorage(memoryStorageArea()), signals };
}
