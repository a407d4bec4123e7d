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
import { counts, flowMarkdown, type FlowPage, indexMarkdown } from './markdown';
import { toMermaid } from './mermaid';
import { walkMachine } from './walk';

let viz: Promise<Viz> | undefined;

/** Renders DOT to SVG with Graphviz compiled to WebAssembly (no system Graphviz needed). */
export async function renderSvg(dot: string): Promise<string> {
  viz ??= instance();
  const svg = (await viz).renderString(dot, { format: 'svg', engine: 'dot' });
  return svg.endsWith('\n') ? svg : `${svg}\n`;
}

/** The leaf state node ids a snapshot is in (the diagram's node titles), for the catalogue's highlighting. */
function activeIds(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: Array<{ id: string; type: string }> })._nodes ?? [];
  return nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
}

/**
 * A flow as the in-app catalogue (/dev/flows) reads it: title, spec references, and each planned path in
 * words with the states every step is in (the diagram's node ids), as `docs/flows/<id>.json`.
 */
export function flowCatalogue(model: FlowModel, page: FlowPage) {
  const machine = model.machine as AnyStateMachine;
  const specs = [
    ...new Set(
      [...page.diagram.states.map((s) => s.spec), ...page.diagram.transitions.map((t) => t.spec)].filter(
        (spec): spec is string => Boolean(spec),
      ),
    ),
  ].sort();
  const start = getInitialSnapshot(machine, model.input as never);
  return {
    id: model.id,
    title: model.title,
    machineId: machine.id,
    specs,
    paths: planPaths(model).map((p) => ({
      name: p.name,
      start: activeIds(p.start ?? start),
      steps: p.steps.map((s) => ({ words: describeEvent(model, s.event), active: activeIds(s.snapshot) })),
    })),
  };
}
export type FlowCatalogueEntry = ReturnType<typeof flowCatalogue>;

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
    files.set(`${model.id}.json`, `${JSON.stringify(flowCatalogue(model, page))}\n`);
  }
  files.set('README.md', indexMarkdown(pages));
  files.set(
    'index.json',
    `${JSON.stringify(
      pages.map((p) => ({ id: p.id, title: p.title, machineId: p.diagram.machineId, ...counts(p) })),
      null,
      2,
    )}\n`,
  );
  return files;
}
