import { createActorContext } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';

import { flowActorOptions } from './inspection';

/**
 * `createActorContext` whose actors tell the flow inspector what they do when one is installed (`?inspect`
 * and the browser path tests watch every flow this way). Everything else is @xstate/react's own.
 */
export const createFlowContext = <TLogic extends AnyActorLogic>(logic: TLogic) =>
  createActorContext(logic, flowActorOptions);
