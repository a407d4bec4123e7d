import type { ApiClient } from '@shared/api';
import type { Services } from '@shared/services';

/**
 * `Services.endpoints` for tests: one object of fake calls answers for every area (src/shared/api/endpoints), so a
 * test lists the calls it expects without saying which area each belongs to. The same object every time, as the
 * app's areas are.
 */
export function fakeEndpoints(calls: object): Services['endpoints'] {
  return <T>() => calls as T;
}

/**
 * `Services.endpoints` with the real area factories over a test's client, each area once (as the app makes them);
 * `fakes` stand in for the calls of the same name in every area.
 */
export function realEndpoints(client: ApiClient, fakes: object = {}): Services['endpoints'] {
  const made = new WeakMap<(client: ApiClient) => unknown, unknown>();
  return <T>(area: (client: ApiClient) => T): T => {
    if (!made.has(area)) {
      const real = area(client) as object;
      made.set(area, { ...real, ...Object.fromEntries(Object.entries(fakes).filter(([name]) => name in real)) });
    }
    return made.get(area) as T;
  };
}
