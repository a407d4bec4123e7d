import type { AnyStateMachine } from 'xstate';

import type { NavigateParams } from '@contracts/routes';
import type { AppStorage } from '@shared/storage';

import type { NavigateTo } from './navigation';

/** What `machine.provide` accepts: a flow's `create<Flow>Implementations(deps)` returns exactly this. */
export type ImplementationsOf<Machine extends AnyStateMachine> = Parameters<Machine['provide']>[0];

/** The app's storage and the router's navigate, as a flow's `create<Flow>Implementations(deps)` takes them. */
export interface FlowDeps {
  storage: AppStorage;
  navigate: NavigateTo;
}

/** A machine's `navigate` action performed by the app (every flow's machine declares the same one). */
export const navigateAction =
  (navigate: NavigateTo) =>
  (_: unknown, params: NavigateParams): void =>
    navigate(params);
