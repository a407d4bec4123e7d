import * as z from 'zod/mini';

/*
 * The generated flow docs of this build, for the dev tools only (the flow catalogue and the `?inspect` panel): the
 * diagrams committed in docs/flows (`npm run diagrams`) and the catalogue's data made by the build in generated/flows
 * (`scripts/diagrams.ts --data`). Each file is its own chunk, loaded when asked for.
 */
const svgFiles = import.meta.glob<string>('../../../docs/flows/*.svg', { query: '?raw', import: 'default' });
const jsonFiles = import.meta.glob<{ default: unknown }>('../../../generated/flows/*.json');
const svgOf = (name: string) => `../../../docs/flows/${name}`;
const jsonOf = (name: string) => `../../../generated/flows/${name}`;

/** generated/flows/index.json. */
export const flowIndexSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    area: z.string(),
    machineId: z.string(),
    states: z.number(),
    transitions: z.number(),
    paths: z.number(),
  }),
);
export type FlowIndex = z.infer<typeof flowIndexSchema>;

export async function loadFlowIndex(): Promise<FlowIndex> {
  const load = jsonFiles[jsonOf('index.json')];
  if (!load) throw new Error('generated/flows/index.json is missing: run `npx tsx scripts/diagrams.ts --data`');
  return flowIndexSchema.parse((await load()).default);
}

/** A flow's catalogue data (generated/flows/<id>.json), unparsed; undefined when there is no such flow. */
export const loadFlowJson = async (flowId: string): Promise<unknown> =>
  (await jsonFiles[jsonOf(`${flowId}.json`)]?.())?.default;

/** A flow's diagram (docs/flows/<id>.svg); undefined when there is no such flow. */
export const loadDiagram = async (flowId: string): Promise<string | undefined> => svgFiles[svgOf(`${flowId}.svg`)]?.();

/** The leaf state node ids of a state value (`a: { b: 'c' }` → `<machine>.a.b.c`), as the diagrams title nodes. */
export function leafIds(prefix: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leafIds(`${prefix}.${key}`, inner));
}
