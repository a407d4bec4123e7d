import { afterAll, describe, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { classify, type FlowModel } from './model';
import { planPaths } from './paths';
import { flush, PathRun, replayOnMachine } from './replay';
import { allTransitions } from './transitions';
import type { FlowViewDriver } from './view';

export const coverageDir = 'reports/model-coverage';

async function replayOnView(model: FlowModel, view: FlowViewDriver, path: ReturnType<typeof planPaths>[number], covered: Set<string>) {
  const run = new PathRun(model, covered, path.input);
  const user = userEvent.setup({ delay: null });
  const tools = { user, screen };
  render(view.render({ logic: run.logic, options: run.options }));
  await act(flush);
  try {
    // A path without steps (the machine ends at start) still checks what the screen shows.
    if (path.steps.length === 0) await view.expectScreen(run.actor!.getSnapshot(), tools);
    for (const [i, step] of path.steps.entries()) {
      const kind = classify(step.event);
      if (kind.kind === 'user') {
        const perform = view.perform[step.event.type];
        if (!perform) throw new Error(`The view driver has no way to perform '${step.event.type}'`);
        await perform(step.event, tools);
      } else {
        await act(async () => {
          run.applySystemStep(step.event);
        });
      }
      await act(flush);
      run.expectAt(step, i);
      await view.expectScreen(run.actor!.getSnapshot(), tools);
    }
  } finally {
    cleanup();
  }
}

/**
 * Generates the model's paths and runs each one twice: against the machine, and against
 * the rendered view driven like a user. Writes the transition coverage for `test:model`.
 */
export function runModelTests<TMachine extends AnyStateMachine>(typedModel: FlowModel<TMachine>, typedView?: FlowViewDriver<TMachine>) {
  // The runner is machine-agnostic; typed models and drivers are checked where they are written.
  const model = typedModel as unknown as FlowModel;
  const view = typedView as unknown as FlowViewDriver | undefined;
  const paths = planPaths(model);
  const covered = new Set<string>();
  describe(`${model.id} machine paths`, () => {
    for (const path of paths) it(path.name, () => replayOnMachine(model, path, covered));
  });
  if (view) {
    describe(`${model.id} view paths`, () => {
      for (const path of paths) it(path.name, () => replayOnView(model, view, path, covered));
    });
  }
  afterAll(() => {
    const transitions = allTransitions(model.machine as AnyStateMachine);
    mkdirSync(coverageDir, { recursive: true });
    const report = {
      id: model.id,
      paths: paths.length,
      withView: Boolean(view),
      transitions: transitions.map((t) => ({ ...t, covered: covered.has(t.key) })),
    };
    writeFileSync(`${coverageDir}/${model.id}.json`, JSON.stringify(report, null, 2));
  });
}
