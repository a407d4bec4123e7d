import { createActor, SimulatedClock, type AnyActorRef, type AnyEventObject, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { expect } from 'vitest';
import { classify, delayMs, type FlowModel } from './model';
import type { PlannedPath, PlannedStep } from './paths';
import { ScriptedOutcomes } from './outcomes';
import { transitionKey } from './transitions';

/** Lets settled promises and the events they send run to completion. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Everything a path run needs: the machine with scripted actors, a simulated clock, coverage. */
export class PathRun {
  readonly clock = new SimulatedClock();
  readonly outcomes = new ScriptedOutcomes();
  readonly logic: AnyStateMachine;
  actor: AnyActorRef | undefined;

  constructor(
    readonly model: FlowModel,
    private readonly covered: Set<string>,
    private readonly input: unknown = model.input,
  ) {
    const machine = model.machine as AnyStateMachine;
    this.logic = machine.provide({ actors: this.outcomes.actorsFor(machine) as never });
  }

  /** Options for createActor / an actor context Provider: clock, input and the coverage probe. */
  get options() {
    return {
      clock: this.clock,
      input: this.input,
      inspect: (ev: InspectionEvent) => {
        if (ev.type === '@xstate.actor' && !this.actor && (ev.actorRef as { _parent?: unknown })._parent === undefined) this.actor = ev.actorRef as AnyActorRef;
        if (ev.type === '@xstate.microstep' && ev.actorRef === this.actor) for (const t of ev._transitions) this.covered.add(transitionKey(t));
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
}

/** Runs a planned path against the real machine with scripted actors and a simulated clock. */
export async function replayOnMachine(model: FlowModel, path: PlannedPath, covered: Set<string>): Promise<void> {
  const run = new PathRun(model, covered, path.input);
  const actor = createActor(run.logic, run.options);
  actor.start();
  for (const [i, step] of path.steps.entries()) {
    if (!run.applySystemStep(step.event)) actor.send(step.event);
    await flush();
    run.expectAt(step, i);
  }
  actor.stop();
}
