import { chapterModel } from './chapter.model';
import { planPaths, stateName } from './harness/paths';
import { coverPaths } from '../paths/cover';
import { allTransitions } from './harness/transitions';
const paths = planPaths(chapterModel);
const chosen = coverPaths(chapterModel, paths);
console.log('planned', paths.length, 'chosen', chosen.size);
for (const p of paths) {
  const c = chosen.has(p) ? '*' : ' ';
  console.log(`${c} [${(p.input as any).pending ? 'R' : '-'}] ${stateName((p.start as any).value)} :: ` + p.steps.map((s) => {
    const e = s.event as any;
    let t = e.type.replace('xstate.done.actor.', 'DONE ').replace('xstate.error.actor.', 'ERR ');
    if (e.output?.today) t += `(avail=${e.output.today.availableSeconds}${e.output.breakUntil ? ',break' : ''}${e.output.requiredSeconds ? ',ch='+e.output.chapterSeconds : ''})`;
    return `${t} → ${stateName(s.value)}`;
  }).join(' | '));
}
console.log('TRANSITIONS');
for (const t of allTransitions(chapterModel.machine as any)) console.log(t.key);
