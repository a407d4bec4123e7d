import { mkdirSync, writeFileSync } from 'node:fs';

import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

import { coverPaths } from '../../paths/cover';
import { checkDeclaredStates, placeholderActions } from './effects';
import { classify, type FlowModel } from './model';
import { type PlannedPath, planPaths } from './paths';
import { emptyCoverage, flush, PathRun, replayOnMachine, type RunCoverage } from './replay';
import { allTransitions } from './transitions';
import type { FlowViewDriver } from './view';

export const coverageDir = 'reports/model-coverage';

/** What `test:model` writes per model and scripts/modelCoverage.ts reads. */
export interface CoverageReport {
  id: string;
  paths: number;
  /** How many of them the view replayed (their transition cover). */
  viewPaths: number;
  withView: boolean;
  transitions: Array<{ key: string; label: string; covered: boolean }>;
  /** The machine's provided (placeholder) actions, and the calls the runs asserted per action (navigation per destination). */
  effects: { provided: string[]; asserted: Record<string, number> };
}

async function replayOnView(model: FlowModel, view: FlowViewDriver, path: PlannedPath, coverage: RunCoverage) {
  const run = new PathRun(model, coverage, path.input);
  const user = userEvent.setup({ delay: null });
  const tools = { user, screen };
  render(view.render({ logic: run.logic, options: run.options }));
  await act(flush);
  try {
    run.expectEffects(path, 0);
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
      run.expectEffects(path, i + 1);
      await view.expectScreen(run.actor!.getSnapshot(), tools);
    }
  } finally {
    cleanup();
  }
}

/**
 * Generates the model's paths and runs every one against the machine, and the transition cover of them (every move
 * the paths make, in the fewest paths) against the rendered view driven like a user. At every step it checks the
 * state, the context, the side effects the model declares (harness/effects.ts) and, for the view, the screen.
 * Writes the transition and side-effect coverage for `test:model`.
 */
export function runModelTests<TMachine extends AnyStateMachine>(
  typedModel: FlowModel<TMachine>,
  typedView?: FlowViewDriver<TMachine>,
) {
  // The runner is machine-agnostic; typed models and drivers are checked where they are written.
  const model = typedModel as unknown as FlowModel;
  const view = typedView as unknown as FlowViewDriver | undefined;
  const machine = model.machine as AnyStateMachine;
  checkDeclaredStates(machine, model.sideEffects, `model '${model.id}'`);
  const paths = planPaths(model);
  const coverage = emptyCoverage();
  const viewPaths = view ? [...coverPaths(model, paths)] : [];
  describe(`${model.id} machine paths`, () => {
    for (const path of paths) it(path.name, () => replayOnMachine(model, path, coverage));
  });
  if (view) {
    // The view replays the fewest paths that make every move the machine's paths make (the browser's cover): each
    // path re-renders the page at every step, and the machine runs above already check every path's states and side
    // effects (docs/decisions.md, "The model stage's two replays").
    describe(`${model.id} view paths`, () => {
      for (const path of viewPaths) it(path.name, () => replayOnView(model, view, path, coverage));
    });
  }
  afterAll(() => {
    const transitions = allTransitions(machine);
    mkdirSync(coverageDir, { recursive: true });
    const report: CoverageReport = {
      id: model.id,
      paths: paths.length,
      viewPaths: viewPaths.length,
      withView: Boolean(view),
      transitions: transitions.map((t) => ({ ...t, covered: coverage.transitions.has(t.key) })),
      effects: {
        provided: placeholderActions(machine),
        asserted: Object.fromEntries([...coverage.effects].sort(([a], [b]) => a.localeCompare(b))),
      },
    };
    writeFileSync(`${coverageDir}/${model.id}.json`, JSON.stringify(report, null, 2));
  });
}
