/**
 * Builds every file of docs/flows in memory: per flow model `<id>.svg` (Graphviz, rendered
 * offline by @viz-js/viz) and `<id>.md`, plus `README.md` as the index. Pure and
 * deterministic: the same models give byte-identical files.
 */
import { instance, type Viz } from '@viz-js/viz';
import { type AnyStateMachine, getInitialSnapshot } from 'xstate';

import { arrivalsOf, expectedEffects } from '../../tests/model/harness/effects';
import { describeEvent, type FlowModel } from '../../tests/model/harness/model';
import { planPaths, stateName } from '../../tests/model/harness/paths';
import { toDot } from './dot';
import { flowMarkdown, type FlowPage, indexMarkdown } from './markdown';
import { toMermaid } from './mermaid';
import { walkMachine } from './walk';

let viz: Promise<Viz> | undefined;

/** Renders DOT to SVG with Graphviz compiled to WebAssembly (no system Graphviz needed). */
export async function renderSvg(dot: string): Promise<string> {
  viz ??= instance();
  const svg = (await viz).renderString(dot, { format: 'svg', engine: 'dot' });
  return svg.endsWith('\n') ? svg : `${svg}\n`;
}

export function flowPage(model: FlowModel): FlowPage {
  const machine = model.machine as AnyStateMachine;
  const diagram = walkMachine(machine);
  const initial = getInitialSnapshot(machine, model.input as never) as { value: unknown };
  const paths = planPaths(model).map((p) => ({
    name: p.name,
    steps: p.steps.map((s) => ({ words: describeEvent(model, s.event), state: stateName(s.value) })),
    // What the model expects the path to call, step by step (the same declarations the path tests assert).
    ...(model.sideEffects && {
      sideEffects: arrivalsOf(p).flatMap((arrival, step) =>
        expectedEffects(model.sideEffects, arrival).effects.map((e) => ({ step, action: e.action, params: e.params })),
      ),
    }),
  }));
  return {
    id: model.id,
    title: model.title,
    diagram,
    mermaid: toMermaid(diagram),
    initialState: stateName(initial.value),
    paths,
  };
}

/** File name (relative to docs/flows) → content. */
export async function generateFlowDocs(models: readonly FlowModel[]): Promise<Map<string, string>> {
  const seen = new Set<string>();
  for (const m of models) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(m.id))
      throw new Error(`Flow model id '${m.id}' must be letters, digits, '-' or '_' (it names docs/flows/<id>.md)`);
    if (seen.has(m.id)) throw new Error(`Two flow models share the id '${m.id}'`);
    if (m.id.toLowerCase() === 'readme') throw new Error("A flow model cannot be called 'readme'");
    seen.add(m.id);
  }
  const files = new Map<string, string>();
  const pages: FlowPage[] = [];
  for (const model of models) {
    const page = flowPage(model);
    pages.push(page);
    files.set(`${model.id}.md`, flowMarkdown(page));
    files.set(`${model.id}.svg`, await renderSvg(toDot(page.diagram, model.title)));
  }
  files.set('README.md', indexMarkdown(pages));
  return files;
}
