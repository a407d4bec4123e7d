/**
 * `npm run test:paths`, after the browser paths ran: prints per flow with a browser map the transitions its
 * machine took in the browser, of the total, and fails when a transition neither ran in the browser nor is declared
 * unreachable (with why) in the map. Lists the flow models that have no browser map yet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

import type { AnyStateMachine } from 'xstate';

import { pathResultSchema } from '../contracts/devTools';
import { allTransitions } from '../tests/model/harness/transitions';
import { flowModels } from '../tests/model/registry';
import { pathsCoverageDir } from '../tests/paths/coverageFiles';
import { browserFlows } from '../tests/paths/registry';
import { selectedFlows } from '../tests/paths/selection';

const files = existsSync(pathsCoverageDir) ? readdirSync(pathsCoverageDir).filter((f) => f.endsWith('.json')) : [];
const runs = files.map((f) => pathResultSchema.parse(JSON.parse(readFileSync(`${pathsCoverageDir}/${f}`, 'utf8'))));
const taken = new Map<string, Set<string>>();
for (const run of runs)
  for (const [machineId, keys] of Object.entries(run.byMachine))
    taken.set(machineId, new Set([...(taken.get(machineId) ?? []), ...keys]));

let failed = false;
let coveredAll = 0;
let totalAll = 0;
for (const flow of selectedFlows(browserFlows)) {
  const machine = flow.model.machine as AnyStateMachine;
  const transitions = allTransitions(machine);
  const seen = taken.get(machine.id) ?? new Set<string>();
  const unreachable = flow.unreachable ?? {};
  const covered = transitions.filter((t) => seen.has(t.key));
  const missing = transitions.filter((t) => !seen.has(t.key) && !(t.key in unreachable));
  const paths = runs.filter((r) => r.flow === flow.model.id && r.status === 'passed').length;
  coveredAll += covered.length;
  totalAll += transitions.length;
  const share = ((100 * covered.length) / Math.max(transitions.length, 1)).toFixed(1);
  console.log(
    `${flow.model.id}: ${covered.length}/${transitions.length} transitions in the browser (${share}%), ${paths} paths` +
      (Object.keys(unreachable).length ? `, ${Object.keys(unreachable).length} unreachable in a browser` : ''),
  );
  for (const [key, why] of Object.entries(unreachable)) console.log(`  unreachable ${key}: ${why}`);
  for (const t of missing) console.log(`  MISSING ${t.label}`);
  if (missing.length > 0) failed = true;
}
const mapped = new Set(browserFlows.map((f) => f.model.id));
const unmapped = flowModels.filter((m) => !mapped.has(m.id)).map((m) => m.id);
console.log(
  `browser paths: ${coveredAll}/${totalAll} transitions of ${browserFlows.length} mapped flows; ` +
    `${unmapped.length} flows without a browser map yet: ${unmapped.join(', ')}`,
);
if (runs.length === 0) {
  console.log(`no browser path wrote its coverage to ${pathsCoverageDir}: did the paths run?`);
  failed = true;
}
if (failed) process.exit(1);
