import { fromPromise } from 'xstate';

import type { UsState } from '@contracts/states';

import type { StatesEndpoints } from './endpoints/states';
import { dataOf } from './failures';

/** The state list (02 §7 State list), shared by the personal information and parent forms (the registration has its own). */
export const loadStatesActor = (api: StatesEndpoints) =>
  fromPromise<UsState[]>(async ({ signal }) => dataOf(await api.states(signal)));
