import * as apiPaths from '@contracts/paths';
import { statesResponseSchema } from '@contracts/states';

import type { ApiClient } from '../client';

/** The state list (01 §7 / 02 §7 State list): registration, personal information and parent verification. */
export const statesEndpoints = (client: ApiClient) => ({
  states: (signal: AbortSignal) =>
    client.call(apiPaths.states, statesResponseSchema, { query: { IsActive: 'true' }, signal }),
});

export type StatesEndpoints = ReturnType<typeof statesEndpoints>;
