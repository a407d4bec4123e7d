import { createApiClient, createSessionSignals } from '@shared/api';
import type { Services } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';

import { serverStorageArea } from '../../src/shell/serverStorageArea';
import { realEndpoints } from '../setup/fakeEndpoints';

/** A Web Storage area in memory, so each test starts empty: the one the server's render uses (src/shell). */
export const memoryStorageArea: () => Storage = serverStorageArea;

/**
 * Services over the real endpoint areas of an API no test reaches (`fakes` answer in place of the calls of the same
 * name), and empty storage.
 */
export function offlineServices(fakes: object = {}): Services {
  const signals = createSessionSignals();
  const client = createApiClient({
    baseURL: 'http://api.invalid',
    subscriptionKey: 'test',
    credentials: () => ({}),
    signals,
  });
  return { endpoints: realEndpoints(client, fakes), storage: createAppStorage(memoryStorageArea()), signals };
}

/** Services for rendering the chrome: empty storage, and an API no test calls (branding actors are scripted). */
export const chromeTestServices = (): Services => offlineServices();
