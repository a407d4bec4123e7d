import { type AnyActorScope, type AnyEventObject, type AnyStateMachine, createActor } from 'xstate';

import { transitionKey } from '@shared/flows/transitionKey';

import type { FlowModel } from '../model/harness/model';
import { type PlannedPath, stateName } from '../model/harness/paths';

type Snapshot = Parameters<AnyStateMachine['getTransitionData']>[0];

/**
 * The transitions a step takes after its event's own, as the machine's inspection reports them: eventless (`always`)
 * ones, and those of events the machine raises itself (a compound state's done event choosing its branch). Routes
 * that differ by their guard alone (two branches that both end in the same state) are different moves.
 */
function eventlessAfter(machine: AnyStateMachine, input: unknown, before: Snapshot, event: AnyEventObject): string[] {
  const self = createActor(machine, { input });
  const taken: string[] = [];
  self.system.inspect((ev) => {
    if (ev.type === '@xstate.microstep')
      for (const t of ev._transitions) if (t.eventType !== event.type) taken.push(transitionKey(t));
  });
  const noop = () => {};
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: '',
    logger: noop,
    defer: noop,
    emit: noop,
    system: self.system,
    stopChild: noop,
    actionExecutor: noop,
  };
  machine.microstep(before, event, scope);
  return taken;
}

/**
 * What a planned path exercises, worked out from the model alone: each step's enabled transitions (their
 * `transitionKey`) and the move it makes between state values (which also names the eventless transitions taken after
 * it). Close enough to choose a cover; scripts/pathsCoverage.ts counts what the browser really took.
 */
export function pathMoves(model: FlowModel, path: PlannedPath, { betweenValues = true } = {}): Set<string> {
  const machine = model.machine as AnyStateMachine;
  const moves = new Set<string>();
  let before = path.start as Snapshot;
  for (const step of path.steps) {
    for (const t of machine.getTransitionData(before, step.event)) moves.add(transitionKey(t));
    for (const key of eventlessAfter(machine, path.input, before, step.event)) moves.add(key);
    if (betweenValues) moves.add(`${stateName(before.value)} --${step.event.type}--> ${stateName(step.value)}`);
    before = step.snapshot as Snapshot;
  }
  // Each input's start-up is a move (a path without steps, e.g. a link without a token, has nothing else), so the cover
  // runs every input at least once: the transitions its start-up takes are counted too.
  moves.add(`start ${JSON.stringify(path.input)} → ${stateName((path.start as Snapshot).value)}`);
  return moves;
}

/**
 * The fewest planned paths (greedily) that between them make every move the whole plan makes: what CI runs in the
 * browser. `npm run test:paths -- --all` runs every planned path.
 */
export function coverPaths(model: FlowModel, paths: PlannedPath[], { betweenValues = true } = {}): Set<PlannedPath> {
  const movesOf = new Map(paths.map((p) => [p, pathMoves(model, p, { betweenValues })]));
  const left = new Set([...movesOf.values()].flatMap((m) => [...m]));
  const chosen = new Set<PlannedPath>();
  while (left.size > 0) {
    let best: PlannedPath | undefined;
    let gain = 0;
    for (const [path, moves] of movesOf) {
      const g = [...moves].filter((m) => left.has(m)).length;
      // Ties go to the shorter path: fewer steps to run in the browser.
      if (g > gain || (g === gain && best && g > 0 && path.steps.length < best.steps.length)) [best, gain] = [path, g];
    }
    if (!best) break;
    chosen.add(best);
    for (const m of movesOf.get(best)!) left.delete(m);
    movesOf.delete(best);
  }
  return chosen;
}

/**
 * What CI runs in the browser: the fewest planned paths that take every transition of the plan (each input's start
 * too). A step's move between two state values of a parallel machine is the model replay's to check in every
 * combination (tests/model/harness/run.tsx); in the browser it added 83 paths of 400 and no transition.
 */
export const browserCover = (model: FlowModel, paths: PlannedPath[]) =>
  coverPaths(model, paths, { betweenValues: false });
