import { defaultSubscriptionKey } from '@contracts/headers';
import { type ApiClient, createApiClient, createSessionSignals } from '@shared/api';
import type { Services } from '@shared/services';
import { appStorage } from '@shared/storage';

/** Each area's calls made once over the one client: the same area answers the same object (screens memoise on it). */
function endpointsOf(client: ApiClient): Services['endpoints'] {
  const made = new WeakMap<(client: ApiClient) => unknown, unknown>();
  return <T>(area: (client: ApiClient) => T): T => {
    if (!made.has(area)) made.set(area, area(client));
    return made.get(area) as T;
  };
}

/** The real outside world: the API client (with the browser's credentials), storage and signals. */
export function createServices(): Services {
  const signals = createSessionSignals();
  const client = createApiClient({
    baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
    subscriptionKey: import.meta.env.VITE_SUBSCRIPTION_KEY ?? defaultSubscriptionKey,
    // In the parent flow (entered by a parent link) the token goes without 'Bearer' (01 §6).
    credentials: () => ({
      token: appStorage.get('token'),
      studentId: appStorage.get('studentId'),
      parentFlow: appStorage.get('parentEmailFlow') === 'true',
    }),
    signals,
  });
  return { endpoints: endpointsOf(client), storage: appStorage, signals };
}
