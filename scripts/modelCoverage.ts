/**
 * Prints, per machine, covered/total transitions (source, event, guard branch, target) and the side effects the
 * path tests asserted, from the reports the model path tests wrote. Fails below 100% transitions, when a model has
 * no report, when a provided action (navigation, storage...) was never called and asserted on any path, or when a
 * model leaves a state without a side-effect declaration that needs one (final states, states a provided action
 * arrives in; an empty list declares "no side effect").
 */
import { existsSync, readFileSync } from 'node:fs';

import type { AnyStateMachine } from 'xstate';

import { checkDeclaredStates, missingDeclarations } from '../tests/model/harness/effects';
import { coverageDir, type CoverageReport } from '../tests/model/harness/run';
import { flowModels } from '../tests/model/registry';

let covered = 0;
let total = 0;
let asserted = 0;
let failed = false;
for (const model of flowModels) {
  const machine = model.machine as AnyStateMachine;
  if (!model.sideEffects) {
    console.log(
      `${model.id}: no sideEffects declaration (declare its final states; \`sideEffects: {}\` when it has none to declare)`,
    );
    failed = true;
  } else {
    try {
      checkDeclaredStates(machine, model.sideEffects, model.id);
    } catch (error) {
      console.log((error as Error).message);
      failed = true;
    }
    for (const state of missingDeclarations(machine, model.sideEffects)) {
      console.log(`${model.id}: sideEffects does not declare '${state.path}' (${state.why})`);
      failed = true;
    }
  }
  const file = `${coverageDir}/${model.id}.json`;
  if (!existsSync(file)) {
    console.log(`${model.id}: no report (did its path tests run?)`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as CoverageReport;
  const hit = report.transitions.filter((t) => t.covered).length;
  covered += hit;
  total += report.transitions.length;
  const pct = report.transitions.length ? (100 * hit) / report.transitions.length : 100;
  console.log(
    `${model.id}: ${hit}/${report.transitions.length} transitions (${pct.toFixed(1)}%), ${report.paths} paths${report.withView ? `, machine and view (the view: their cover of ${report.viewPaths ?? report.paths})` : ', machine only'}`,
  );
  for (const t of report.transitions.filter((t) => !t.covered)) console.log(`  not covered: ${t.label}`);
  if (!report.withView) failed = true;
  if (!report.effects) {
    console.log('  no side-effect data (the report predates the side-effect checks: run the path tests)');
    failed = true;
    continue;
  }
  const calls = Object.entries(report.effects.asserted);
  asserted += calls.reduce((sum, [, n]) => sum + n, 0);
  if (calls.length) console.log(`  side effects asserted: ${calls.map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  const called = new Set(calls.map(([key]) => key.split(' ')[0]));
  for (const action of report.effects.provided.filter((a) => !called.has(a))) {
    console.log(`  never called and asserted on a path: provided action '${action}'`);
    failed = true;
  }
}
const pct = total ? (100 * covered) / total : 0;
console.log(
  `model coverage: ${covered}/${total} transitions (${pct.toFixed(1)}%); ${asserted} side-effect calls asserted`,
);
if (failed || covered < total || total === 0) process.exit(1);
