import { useMemo, useRef } from 'react';

type Send<TEvent> = (event: TEvent) => void;

/**
 * A flow's intent hook (`use<Flow>Events`): named callbacks that send events to the actor of `context` (the flow's
 * actor context), so views never build event objects. `build` gets the actor's `send` (XState binds it) and runs once
 * per actor, so the callbacks keep their identity across renders; it reads only `send` and module constants.
 */
export function useIntents<TEvent, TIntents>(
  context: { useActorRef: () => { send: Send<TEvent> } },
  build: (send: Send<TEvent>) => TIntents,
): TIntents {
  const actor = context.useActorRef();
  // The first render's `build`: it depends on `send` alone, so a later render's copy would build the same callbacks.
  const firstBuild = useRef(build);
  return useMemo(() => firstBuild.current(actor.send), [actor]);
}
