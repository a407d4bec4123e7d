/**
 * `npm run diagrams`: writes docs/flows/<flow>.svg and <flow>.md for every flow model of tests/model/registry.ts, and
 * docs/flows/README.md as the index by area; removes pages of flows that no longer exist.
 * `npm run diagrams:check` (`--check`): regenerates in memory and fails, listing every stale, missing or orphaned file,
 * when docs/flows is not what `npm run diagrams` writes.
 * `--data`: writes only the flow catalogue's data (every planned path in words) to generated/flows, which is never
 * committed: `npm run build` and `npm run catalogue` make it before the pages that read it are built.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { areaOf, flowModels } from '../tests/model/registry';
import { generateFlowDocs } from './diagrams/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const dataOnly = process.argv.includes('--data');
const outDir = join(root, ...(dataOnly ? ['generated', 'flows'] : ['docs', 'flows']));
const rel = (file: string) => relative(root, join(outDir, file));
const flowCount = `${flowModels.length} flow${flowModels.length === 1 ? '' : 's'}`;

/** The generated kinds of file in the folder; anything else there is left alone. */
const isGeneratedName = (name: string) => name.endsWith('.md') || name.endsWith('.svg') || name.endsWith('.json');

const generated = await generateFlowDocs(flowModels, areaOf);
const files = dataOnly ? generated.data : generated.docs;
const existing = existsSync(outDir) ? readdirSync(outDir).filter(isGeneratedName).sort() : [];
const orphans = existing.filter((name) => !files.has(name));

if (check) {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(outDir, name);
    if (!existsSync(path)) problems.push(`missing: ${rel(name)}`);
    else if (readFileSync(path, 'utf8') !== content) problems.push(`stale:   ${rel(name)}`);
  }
  for (const name of orphans) problems.push(`orphan:  ${rel(name)} (no flow model has this id)`);
  if (problems.length) {
    console.error(`diagrams: ${rel('')} is out of date (${problems.length} file${problems.length === 1 ? '' : 's'}):`);
    for (const p of problems) console.error(`  ${p}`);
    console.error('Run `npm run diagrams` and commit docs/flows.');
    process.exit(1);
  }
  console.log(`diagrams: ${rel('')} is up to date (${flowCount}, ${files.size} files).`);
} else {
  mkdirSync(outDir, { recursive: true });
  let written = 0;
  for (const [name, content] of files) {
    const path = join(outDir, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    writeFileSync(path, content);
    written++;
    if (!dataOnly) console.log(`wrote   ${rel(name)}`);
  }
  for (const name of orphans) {
    rmSync(join(outDir, name));
    console.log(`removed ${rel(name)}`);
  }
  console.log(
    `diagrams: ${rel('')}: ${flowCount}, ${written} file${written === 1 ? '' : 's'} written, ${files.size - written} unchanged, ${orphans.length} removed.`,
  );
}
