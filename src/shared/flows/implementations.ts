import type { AnyStateMachine } from 'xstate';

import type { NavigateParams } from '@contracts/routes';

import type { NavigateTo } from './navigation';

/** What `machine.provide` accepts: a flow's `create<Flow>Implementations(deps)` returns exactly this. */
export type ImplementationsOf<Machine extends AnyStateMachine> = Parameters<Machine['provide']>[0];

/** A machine's `navigate` action performed by the app (every flow's machine declares the same one). */
export const navigateAction =
  (navigate: NavigateTo) =>
  (_: unknown, params: NavigateParams): void =>
    navigate(params);
