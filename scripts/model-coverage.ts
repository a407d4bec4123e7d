/**
 * Prints, per machine, covered/total transitions (source, event, guard branch, target) from the
 * reports the model path tests wrote, and fails below 100% or when a model has no report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { flowModels } from '../tests/model/registry';
import { coverageDir } from '../tests/model/harness/run';

interface Report {
  id: string;
  paths: number;
  withView: boolean;
  transitions: Array<{ key: string; label: string; covered: boolean }>;
}

let covered = 0;
let total = 0;
let failed = false;
for (const model of flowModels) {
  const file = `${coverageDir}/${model.id}.json`;
  if (!existsSync(file)) {
    console.log(`${model.id}: no report (did its path tests run?)`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const hit = report.transitions.filter((t) => t.covered).length;
  covered += hit;
  total += report.transitions.length;
  const pct = report.transitions.length ? (100 * hit) / report.transitions.length : 100;
  console.log(`${model.id}: ${hit}/${report.transitions.length} transitions (${pct.toFixed(1)}%), ${report.paths} paths${report.withView ? ', machine and view' : ', machine only'}`);
  for (const t of report.transitions.filter((t) => !t.covered)) console.log(`  not covered: ${t.label}`);
  if (!report.withView) failed = true;
}
const pct = total ? (100 * covered) / total : 0;
console.log(`model coverage: ${covered}/${total} transitions (${pct.toFixed(1)}%)`);
if (failed || covered < total || total === 0) process.exit(1);
