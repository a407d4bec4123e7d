import * as z from 'zod/mini';

/*
 * The generated flow docs of this build (docs/flows, `npm run diagrams`), for the dev tools only (the flow
 * catalogue and the `?inspect` panel). Each file is its own chunk, loaded when asked for.
 */
const svgFiles = import.meta.glob<string>('../../../docs/flows/*.svg', { query: '?raw', import: 'default' });
const jsonFiles = import.meta.glob<{ default: unknown }>('../../../docs/flows/*.json');
const fileOf = (name: string) => `../../../docs/flows/${name}`;

/** docs/flows/index.json. */
export const flowIndexSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    machineId: z.string(),
    states: z.number(),
    transitions: z.number(),
    paths: z.number(),
  }),
);
export type FlowIndex = z.infer<typeof flowIndexSchema>;

export async function loadFlowIndex(): Promise<FlowIndex> {
  const load = jsonFiles[fileOf('index.json')];
  if (!load) throw new Error('docs/flows/index.json is missing: run `npm run diagrams`');
  return flowIndexSchema.parse((await load()).default);
}

/** A flow's JSON (docs/flows/<id>.json), unparsed; undefined when there is no such flow. */
export const loadFlowJson = async (flowId: string): Promise<unknown> =>
  (await jsonFiles[fileOf(`${flowId}.json`)]?.())?.default;

/** A flow's diagram (docs/flows/<id>.svg); undefined when there is no such flow. */
export const loadDiagram = async (flowId: string): Promise<string | undefined> => svgFiles[fileOf(`${flowId}.svg`)]?.();

/** The leaf state node ids of a state value (`a: { b: 'c' }` → `<machine>.a.b.c`), as the diagrams title nodes. */
export function leafIds(prefix: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leafIds(`${prefix}.${key}`, inner));
}
