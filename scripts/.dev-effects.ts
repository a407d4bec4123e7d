// Temporary dev check: replays every planned path on the machine (no view) and compares side effects.
import { createActor, type AnyStateMachine } from 'xstate';
import { planPaths } from '../tests/model/harness/paths';
import { ScriptedOutcomes } from '../tests/model/harness/outcomes';
import { arrivalName, arrivalsOf, EffectRecorder, effectsProblem, expectedEffects, checkDeclaredStates, missingDeclarations, effectKey } from '../tests/model/harness/effects';
import { classify, delayMs } from '../tests/model/harness/model';
import { SimulatedClock } from 'xstate';

const only = process.argv.slice(2);
const flowModels: Array<import('../tests/model/harness/model').FlowModel> = [];
for (const name of only) {
  const mod = (await import(`../tests/model/${name}.model.ts`)) as Record<string, unknown>;
  for (const v of Object.values(mod)) if (v && typeof v === 'object' && 'machine' in v && 'events' in v) flowModels.push(v as never);
}
const flush = () => new Promise<void>((r) => setTimeout(r, 0));
for (const model of flowModels) {
  
  const machine = model.machine as AnyStateMachine;
  checkDeclaredStates(machine, model.sideEffects, model.id);
  const missing = missingDeclarations(machine, model.sideEffects);
  let failures = 0;
  const seen = new Map<string, number>();
  const paths = planPaths(model);
  for (const path of paths) {
    const outcomes = new ScriptedOutcomes();
    const rec = new EffectRecorder();
    const clock = new SimulatedClock();
    const logic = machine.provide({ actors: outcomes.actorsFor(machine) as never, actions: rec.actionsFor(machine) as never });
    const actor = createActor(logic, { clock, input: path.input as never });
    actor.start();
    const arrivals = arrivalsOf(path);
    let checked = 0;
    const check = (i: number) => {
      const calls = rec.calls.slice(checked);
      checked = rec.calls.length;
      const p = effectsProblem(calls, expectedEffects(model.sideEffects, arrivals[i]), arrivalName(i, arrivals[i].event));
      for (const c of calls) seen.set(effectKey(c), (seen.get(effectKey(c)) ?? 0) + 1);
      return p;
    };
    let problem = check(0);
    for (const [i, step] of path.steps.entries()) {
      if (problem) break;
      const k = classify(step.event);
      if (k.kind === 'done') outcomes.settle(k.invokeId, { ok: true, output: k.output });
      else if (k.kind === 'error') outcomes.settle(k.invokeId, { ok: false, error: k.error });
      else if (k.kind === 'timer') clock.increment(delayMs(machine, k.delay));
      else actor.send(step.event);
      await flush();
      problem = check(i + 1);
    }
    actor.stop();
    if (problem) {
      failures++;
      if (failures <= 4) console.log(`  FAIL ${model.id} ${path.name}\n    ${problem.replace(/\n/g, '\n    ')}`);
    }
  }
  console.log(`${model.id}: ${paths.length} paths, ${failures} failing; missing declarations: ${missing.map((m) => `${m.path} (${m.why})`).join('; ') || 'none'}; effects: ${[...seen].map(([k, n]) => `${k}×${n}`).join(', ')}`);
}
