import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';

import { arrivalName, arrivalsOf, effectKey, EffectRecorder, effectsProblem, expectedEffects } from './effects';
import { classify, delayMs, type FlowModel } from './model';
import { ScriptedOutcomes } from './outcomes';
import type { PlannedPath, PlannedStep } from './paths';
import { transitionKey } from './transitions';

/** Lets settled promises and the events they send run to completion. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the runs of one model covered: transitions, and the side effects asserted (calls per `effectKey`). */
export interface RunCoverage {
  transitions: Set<string>;
  effects: Map<string, number>;
}

export const emptyCoverage = (): RunCoverage => ({ transitions: new Set(), effects: new Map() });

/**
 * Everything a path run needs: the machine with scripted actors and recording actions, a simulated clock,
 * coverage. Child machines a flow invokes are scripted like any actor (their own models record their actions).
 */
export class PathRun {
  readonly clock = new SimulatedClock();
  readonly outcomes = new ScriptedOutcomes();
  /** Every call of the machine's provided actions, in order. */
  readonly effects = new EffectRecorder();
  readonly logic: AnyStateMachine;
  actor: AnyActorRef | undefined;
  /** How many recorded calls earlier arrivals have accounted for. */
  private checkedCalls = 0;

  constructor(
    readonly model: FlowModel,
    private readonly coverage: RunCoverage,
    private readonly input: unknown = model.input,
  ) {
    const machine = model.machine as AnyStateMachine;
    this.logic = machine.provide({
      actors: this.outcomes.actorsFor(machine) as never,
      actions: this.effects.actionsFor(machine) as never,
    });
  }

  /** Options for createActor / an actor context Provider: clock, input and the coverage probe. */
  get options() {
    return {
      clock: this.clock,
      input: this.input,
      inspect: (ev: InspectionEvent) => {
        if (ev.type === '@xstate.actor' && !this.actor && (ev.actorRef as { _parent?: unknown })._parent === undefined)
          this.actor = ev.actorRef as AnyActorRef;
        if (ev.type === '@xstate.microstep' && ev.actorRef === this.actor)
          for (const t of ev._transitions) this.coverage.transitions.add(transitionKey(t));
      },
    };
  }

  /** Does what a step's event stands for, except user intents (the caller does those). */
  applySystemStep(event: AnyEventObject): boolean {
    const step = classify(event);
    if (step.kind === 'done') this.outcomes.settle(step.invokeId, { ok: true, output: step.output });
    else if (step.kind === 'error') this.outcomes.settle(step.invokeId, { ok: false, error: step.error });
    else if (step.kind === 'timer') this.clock.increment(delayMs(this.model.machine, step.delay));
    else return false;
    return true;
  }

  expectAt(step: PlannedStep, index: number): void {
    const snapshot = this.actor!.getSnapshot();
    const where = `after step ${index + 1} (${step.event.type})`;
    expect(snapshot.value, `state ${where}`).toEqual(step.value);
    expect(JSON.parse(JSON.stringify(snapshot.context ?? {})), `context ${where}`).toEqual(step.context);
  }

  /**
   * The calls recorded since the previous arrival must be exactly what the model declares for this one
   * (arrival 0 is the start, arrival i + 1 follows step i).
   */
  expectEffects(path: PlannedPath, arrival: number): void {
    const at = arrivalsOf(path)[arrival];
    const calls = this.effects.calls.slice(this.checkedCalls);
    const problem = effectsProblem(calls, expectedEffects(this.model.sideEffects, at), arrivalName(arrival, at.event));
    if (problem) throw new Error(problem);
    this.checkedCalls = this.effects.calls.length;
    for (const call of calls)
      this.coverage.effects.set(effectKey(call), (this.coverage.effects.get(effectKey(call)) ?? 0) + 1);
  }
}

/** Runs a planned path against the real machine with scripted actors, recording actions and a simulated clock. */
export async function replayOnMachine(model: FlowModel, path: PlannedPath, coverage: RunCoverage): Promise<void> {
  const run = new PathRun(model, coverage, path.input);
  const actor = createActor(run.logic, run.options);
  actor.start();
  run.expectEffects(path, 0);
  for (const [i, step] of path.steps.entries()) {
    if (!run.applySystemStep(step.event)) actor.send(step.event);
    await flush();
    run.expectAt(step, i);
    run.expectEffects(path, i + 1);
  }
  actor.stop();
}
