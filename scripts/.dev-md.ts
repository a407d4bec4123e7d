import { flowPage } from './diagrams/generate';
import { flowMarkdown } from './diagrams/markdown';
const [name, from = '0', len = '60'] = process.argv.slice(2);
const mod = (await import(`../tests/model/${name}.model.ts`)) as Record<string, unknown>;
const model = Object.values(mod).find((v) => v && typeof v === 'object' && 'machine' in v && 'events' in v) as never;
const md = flowMarkdown(flowPage(model));
const lines = md.split('\n');
const start = lines.findIndex((l) => l.startsWith('## QA paths'));
console.log(lines.slice(start + Number(from), start + Number(from) + Number(len)).join('\n'));
